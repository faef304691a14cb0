import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Icon } from "#app/components/ui/icon.tsx";
import { PriceText } from "#app/components/ui/price-text.tsx";
import { ResponsivePhoto } from "#app/components/ui/responsive-photo.tsx";
import type { MapMarker } from "#app/model/listing-map/map-data.ts";

/** The card a marker opens: photo, price, title (the link), city. It takes the focus; Escape closes it. */
export function MapCard({ marker, onClose }: { marker: MapMarker; onClose: () => void }) {
  const { t } = useTranslation(["listings", "common"]);
  const card = useRef<HTMLDivElement>(null);
  const titleId = `map-card-${marker.id}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new marker's card takes the focus again.
  useEffect(() => card.current?.focus(), [marker.id]);
  return (
    <div ref={card} className="map-card" role="dialog" aria-labelledby={titleId} tabIndex={-1}>
      <div className="map-card__media">
        {marker.photo ? (
          <ResponsivePhoto photo={marker.photo} alt="" sizes="(min-width: 600px) 320px, 100vw" />
        ) : (
          <div className="property-card__no-photo">{t("listing.noPhoto")}</div>
        )}
      </div>
      <div className="map-card__body">
        <p className="property-card__price">
          <PriceText price={marker.price} />
        </p>
        <h3 className="property-card__title" id={titleId}>
          <Link to={marker.url}>{marker.title}</Link>
        </h3>
        <p className="property-card__city">{marker.city}</p>
        {marker.location.approximate ? (
          <p className="map-card__note">{t("map.approximate")}</p>
        ) : null}
      </div>
      <button
        type="button"
        className="map-card__close"
        onClick={onClose}
        aria-label={t("map.close")}
      >
        <Icon name="close" />
      </button>
    </div>
  );
}
