import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { PublicLocation } from "#app/domain/public-location.ts";
import type { MapTiles } from "#app/model/config/map-tiles.ts";
import { tileOrigin } from "#app/model/config/tile-origin.ts";
import type { MapPoint } from "#app/model/listing-map/map-data.ts";
import type { MapHandle } from "./leaflet-map.ts";

type Status = "waiting" | "loading" | "ready" | "failed";

// Issue 13 "Place": one property's point on the listings' map (ADR 014), its position the public one
// (moved when the address is hidden, ADR 012). The map code is imported when the map comes near the
// screen, not with the page: a visitor who never scrolls that far never loads it. Both the base map and
// the code come from our origin; the detailed tiles only on the visitor's click.
const nearScreen = "300px";
// Belgium and Luxembourg around the point on the outlines; the street around it on the detailed tiles.
const firstZoom = 8;
const tilesZoom = 15;

/** A place's map; nothing when it has no position. */
export function PlaceMap({
  place,
  tiles,
}: {
  place: Omit<MapPoint, "location"> & { location?: PublicLocation | undefined };
  tiles?: MapTiles | undefined;
}) {
  const { t } = useTranslation(["listings", "property"]);
  const canvas = useRef<HTMLDivElement>(null);
  const handle = useRef<MapHandle>(undefined);
  const [status, setStatus] = useState<Status>("waiting");
  const [detailed, setDetailed] = useState(false);
  const { id, title, city, location } = place;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the point and its labels make the map, nothing else.
  useEffect(() => {
    const element = canvas.current;
    if (!element || !location) return;
    const point = { id, title, city, location };
    let gone = false;
    setDetailed(false);
    const mount = () => {
      setStatus("loading");
      import("./leaflet-map.ts")
        .then(({ mountMap }) =>
          mountMap(element, [point], {
            labels: {
              map: t("property:place.map", { title }),
              zoomIn: t("listings:map.zoomIn"),
              zoomOut: t("listings:map.zoomOut"),
              marker: (shown) =>
                t(location.approximate ? "listings:map.markerApproximate" : "listings:map.marker", {
                  title: shown.title,
                  city: shown.city,
                }),
              cluster: (count) => t("listings:map.cluster", { count }),
            },
            firstZoom,
            tilesZoom,
          }),
        )
        .then((mounted) => {
          if (gone) return mounted.destroy();
          handle.current = mounted;
          setStatus("ready");
        })
        .catch(() => setStatus("failed"));
    };
    const observer =
      "IntersectionObserver" in window
        ? new IntersectionObserver(
            (entries) => {
              if (!entries.some((entry) => entry.isIntersecting)) return;
              observer?.disconnect();
              mount();
            },
            { rootMargin: nearScreen },
          )
        : undefined;
    if (observer) observer.observe(element);
    else mount();
    return () => {
      gone = true;
      observer?.disconnect();
      handle.current?.destroy();
      handle.current = undefined;
    };
  }, [location?.latitude, location?.longitude, location?.approximate, title, t]);

  if (!location) return null;
  return (
    <div className="listing-map place-map">
      <div className="listing-map__frame">
        <div ref={canvas} className="listing-map__canvas" />
        {status === "loading" || status === "failed" ? (
          <p className="listing-map__status" role="status">
            {status === "failed" ? t("property:place.failed") : t("listings:map.loading")}
          </p>
        ) : null}
      </div>
      {tiles && !detailed && status === "ready" ? (
        <p className="listing-map__tiles">
          <button
            type="button"
            className="button button--outline"
            onClick={() => {
              handle.current?.loadTiles(tiles);
              setDetailed(true);
            }}
          >
            {t("listings:map.loadDetailed")}
          </button>
          <span>
            {t("listings:map.detailedNotice", { host: new URL(tileOrigin(tiles.tileUrl)).host })}
          </span>
        </p>
      ) : null}
    </div>
  );
}
