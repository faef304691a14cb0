import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { MapTiles } from "#app/model/config/map-tiles.ts";
import { tileOrigin } from "#app/model/config/tile-origin.ts";

/**
 * ADR 014: the button that loads the agency's detailed tiles, beside the line naming the host that will
 * then receive the visitor's IP address; gone once clicked. Nothing reaches that host before the click.
 * Shown with a map that is ready: a map drawn again asks again.
 */
export function DetailedMapOffer({ tiles, onLoad }: { tiles: MapTiles; onLoad: () => void }) {
  const { t } = useTranslation("listings");
  const [loaded, setLoaded] = useState(false);
  if (loaded) return null;
  return (
    <p className="listing-map__tiles">
      <button
        type="button"
        className="button button--outline"
        onClick={() => {
          onLoad();
          setLoaded(true);
        }}
      >
        {t("map.loadDetailed")}
      </button>
      <span>{t("map.detailedNotice", { host: new URL(tileOrigin(tiles.tileUrl)).host })}</span>
    </p>
  );
}
