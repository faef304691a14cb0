import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { useLanguage } from "#app/i18n/use-language.ts";
import {
  type MapCard as Card,
  type MapData,
  type MapSpot,
  mapSpots,
} from "#app/model/listing-map/map-data.ts";
import { DetailedMapOffer } from "./detailed-map-offer.tsx";
import type { MapHandle } from "./leaflet-map.ts";
import { viewSearch } from "./listing-view-switch.tsx";
import { MapCard, MapSpotCard } from "./map-card.tsx";

type Status = "loading" | "ready" | "failed";

// docs/requirements.md §12 map view (ADR 014). The map code (Leaflet, the clustering, the base map) is imported only
// here, once the map view is shown: it is not in the listing's first JavaScript. Without JavaScript the
// frame is hidden (CSS `scripting: none`) and the list shows under a notice instead.
export function ListingMap({ goal, children }: { goal: "sale" | "rent"; children: ReactNode }) {
  const { t } = useTranslation("listings");
  const language = useLanguage();
  const filters = viewSearch(useLocation().search, false);
  const canvas = useRef<HTMLDivElement>(null);
  const handle = useRef<MapHandle>(undefined);
  const [status, setStatus] = useState<Status>("loading");
  const [data, setData] = useState<MapData>();
  const [selected, setSelected] = useState<MapSpot[]>();
  const [cards, setCards] = useState<Card[] | "failed">();
  const [scripted, setScripted] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the labels follow the language, a dependency.
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    setScripted(true);
    let gone = false;
    setStatus("loading");
    setSelected(undefined);
    Promise.all([
      import("./leaflet-map.ts"),
      fetchJson<MapData>(`/listing-map/${language}/${goal}.json${filters}`),
    ])
      .then(async ([{ mountMap }, mapData]) => {
        if (gone) return;
        setData(mapData);
        const mounted = await mountMap(element, mapSpots(mapData), {
          labels: {
            map: t("map.region"),
            zoomIn: t("map.zoomIn"),
            zoomOut: t("map.zoomOut"),
            marker: ({ id, city, approximate }) =>
              t(approximate ? "map.markerApproximate" : "map.marker", { id, city }),
            cluster: (count) => t("map.cluster", { count }),
            spot: (count) => t("map.spot", { count }),
          },
          onSelect: setSelected,
        });
        if (gone) mounted.destroy();
        else {
          handle.current = mounted;
          setStatus("ready");
        }
      })
      .catch(() => setStatus("failed"));
    return () => {
      gone = true;
      handle.current?.destroy();
      handle.current = undefined;
    };
  }, [language, goal, filters]);

  // An opened marker or spot: its cards, fetched then (ADR 016).
  useEffect(() => {
    setCards(undefined);
    if (!selected) return;
    let gone = false;
    const ids = new URLSearchParams(selected.map(({ id }) => ["id", String(id)]));
    fetchJson<Card[]>(`/listing-map/${language}/cards.json?${ids}`)
      .then((fetched) => gone || setCards(fetched))
      .catch(() => gone || setCards("failed"));
    return () => {
      gone = true;
    };
  }, [selected, language]);

  const close = () => {
    if (!selected) return;
    setSelected(undefined);
    handle.current?.focusOpener();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && selected) {
      event.preventDefault();
      close();
    }
  };
  const tiles = data?.tiles;
  const unlocated = data?.unlocated ?? [];

  return (
    <section className="listing-map container" aria-labelledby="listing-map-heading">
      <h2 id="listing-map-heading">{t("map.heading")}</h2>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: Escape closes the card from anywhere in the map. */}
      <div className="listing-map__frame" onKeyDown={onKeyDown}>
        <div ref={canvas} className="listing-map__canvas" />
        {status !== "ready" ? (
          <p className="listing-map__status" role="status">
            {status === "failed" ? t("map.failed") : t("map.loading")}
          </p>
        ) : null}
        {cards === "failed" ? (
          <p className="listing-map__status" role="status">
            {t("map.cardFailed")}
          </p>
        ) : cards?.length === 1 && cards[0] ? (
          <MapCard
            card={cards[0]}
            approximate={selected?.[0]?.approximate ?? false}
            onClose={close}
          />
        ) : cards && cards.length > 1 ? (
          <MapSpotCard cards={cards} onClose={close} />
        ) : null}
      </div>
      {tiles && status === "ready" ? (
        <DetailedMapOffer tiles={tiles} onLoad={() => handle.current?.loadTiles(tiles)} />
      ) : null}
      {unlocated.length > 0 ? (
        <div className="listing-map__unlocated">
          <h3>{t("map.unlocated", { count: unlocated.length })}</h3>
          <ul>
            {unlocated.map((listing) => (
              <li key={listing.id}>
                <Link to={listing.url}>{listing.title}</Link>, {listing.city}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {status === "failed" ? children : null}
      {/* Until the map code runs, and for good without JavaScript (then alone on screen, app/styles/listing-map.css). */}
      {scripted ? null : (
        <div className="listing-map__fallback">
          <p className="notice">{t("map.noScript")}</p>
          {children}
        </div>
      )}
    </section>
  );
}

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
}
