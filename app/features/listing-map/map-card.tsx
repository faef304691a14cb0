import { type ReactNode, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Icon } from "#app/components/ui/icon.tsx";
import { PriceText } from "#app/components/ui/price-text.tsx";
import { ResponsivePhoto } from "#app/components/ui/responsive-photo.tsx";
import type { MapCard as Card } from "#app/model/listing-map/map-data.ts";
import { CardFacts } from "./map-card-facts.tsx";

/** The card a marker opens: photo, price, title (the link), city and facts. */
export function MapCard({
  card,
  approximate,
  onClose,
}: {
  card: Card;
  approximate: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(["listings", "common"]);
  const titleId = `map-card-${card.id}`;
  return (
    <MapDialog className="map-card" titleId={titleId} focusKey={card.id} onClose={onClose}>
      <div className="map-card__media">
        {card.photo ? (
          <ResponsivePhoto photo={card.photo} alt="" sizes="(min-width: 600px) 320px, 100vw" />
        ) : (
          <div className="property-card__no-photo">{t("listing.noPhoto")}</div>
        )}
      </div>
      <div className="map-card__body">
        <p className="property-card__price">
          <PriceText price={card.price} />
        </p>
        <h3 className="property-card__title" id={titleId}>
          <Link to={card.url}>{card.title}</Link>
        </h3>
        <p className="property-card__city">{card.city}</p>
        <CardFacts card={card} />
        {approximate ? <p className="map-card__note">{t("map.approximate")}</p> : null}
      </div>
    </MapDialog>
  );
}

/** A spot several properties share (the units of a project): each a link with its card facts. */
export function MapSpotCard({ cards, onClose }: { cards: Card[]; onClose: () => void }) {
  const { t } = useTranslation("listings");
  const [first] = cards;
  const titleId = `map-spot-${first?.id}`;
  return (
    <MapDialog
      className="map-card map-card--spot"
      titleId={titleId}
      focusKey={first?.id}
      onClose={onClose}
    >
      <div className="map-card__body">
        <h3 className="map-card__spot-title" id={titleId}>
          {t("map.spotHeading", { count: cards.length, city: first?.city })}
        </h3>
        <ul className="map-card__units">
          {cards.map((card) => (
            <li key={card.id}>
              <Link to={card.url}>{card.title}</Link>
              <p className="property-card__price">
                <PriceText price={card.price} />
              </p>
              <CardFacts card={card} />
            </li>
          ))}
        </ul>
      </div>
    </MapDialog>
  );
}

/** The dialog frame of a card on the map: it takes the focus; its button (or Escape) closes it. */
function MapDialog({
  className,
  titleId,
  focusKey,
  onClose,
  children,
}: {
  className: string;
  titleId: string;
  focusKey: number | undefined;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation("listings");
  const dialog = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new marker's card takes the focus again.
  useEffect(() => dialog.current?.focus(), [focusKey]);
  return (
    <div ref={dialog} className={className} role="dialog" aria-labelledby={titleId} tabIndex={-1}>
      {children}
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
