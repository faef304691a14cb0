import { useTranslation } from "react-i18next";
import { useRibbon } from "#app/components/ui/use-ribbon.ts";
import { formatNumber } from "#app/domain/numbers.ts";
import type { MapCard } from "#app/model/listing-map/map-data.ts";

/** A map card's facts, as a card in a list gives them: its state once no longer available, bedrooms, surface. */
export function CardFacts({ card }: { card: MapCard }) {
  const { t } = useTranslation("common");
  const state = useRibbon(card.status, undefined);
  if (!state && !card.bedrooms && !card.surface) return null;
  return (
    <ul className="property-card__facts">
      {state ? <li className="map-card__state">{state}</li> : null}
      {card.bedrooms ? <li>{t("offer.bedrooms", { count: card.bedrooms })}</li> : null}
      {card.surface ? <li>{t("offer.surface", { value: formatNumber(card.surface) })}</li> : null}
    </ul>
  );
}
