import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { PropertyPage } from "#app/model/catalogue/property-page.ts";
import type { MapTiles } from "#app/model/config/map-tiles.ts";
import { DetailedMapOffer } from "./detailed-map-offer.tsx";
import type { MapHandle } from "./leaflet-map.ts";

type Status = "waiting" | "loading" | "ready" | "failed";

type Place = Pick<PropertyPage, "id" | "title" | "city" | "location">;

// docs/requirements.md §13 "Place": one property's point on the listings' map (ADR 014), its position the public one
// (moved when the address is hidden, ADR 012). The map code is imported when the map comes near the
// screen, not with the page: a visitor who never scrolls that far never loads it. Both the base map and
// the code come from our origin; the detailed tiles only on the visitor's click.
const nearScreen = "300px";
// Belgium and Luxembourg around the point on the outlines; the street around it on the detailed tiles.
const firstZoom = 8;
const tilesZoom = 15;

/** A property's map: its one marker, a picture labelled with its title and city; nothing without a position. */
export function PlaceMap({ place, tiles }: { place: Place; tiles?: MapTiles | undefined }) {
  const { t } = useTranslation(["listings", "property"]);
  const canvas = useRef<HTMLDivElement>(null);
  const handle = useRef<MapHandle>(undefined);
  const [status, setStatus] = useState<Status>("waiting");
  const { id, title, city, location } = place;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the point and its labels make the map, nothing else.
  useEffect(() => {
    const element = canvas.current;
    if (!element || !location) return;
    const spot = { id, city, ...location };
    let gone = false;
    const mount = () => {
      setStatus("loading");
      import("./leaflet-map.ts")
        .then(({ mountMap }) =>
          mountMap(element, [spot], {
            labels: {
              map: t("property:place.map", { title }),
              zoomIn: t("listings:map.zoomIn"),
              zoomOut: t("listings:map.zoomOut"),
              marker: (shown) =>
                t(shown.approximate ? "listings:map.markerApproximate" : "listings:map.marker", {
                  id: shown.id,
                  city: shown.city,
                }),
              cluster: (count) => t("listings:map.cluster", { count }),
              spot: (count) => t("listings:map.spot", { count }),
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
  }, [id, location?.latitude, location?.longitude, location?.approximate, title, t]);

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
      {tiles && status === "ready" ? (
        <DetailedMapOffer tiles={tiles} onLoad={() => handle.current?.loadTiles(tiles)} />
      ) : null}
    </div>
  );
}
