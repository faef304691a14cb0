import { useTranslation } from "react-i18next";
import type { PropertyCard as Card } from "../../catalogue/property-card.ts";
import { PropertyCard } from "./property-card.tsx";

// spec §2 home modules: a latest-offers property list of 4 items, 4 per row on desktop (§9).
export function LatestOffers({ cards }: { cards: Card[] }) {
  const { t } = useTranslation();
  if (cards.length === 0) return null;
  return (
    <section className="latest-offers container" aria-labelledby="latest-offers-heading">
      <h2 id="latest-offers-heading">{t("listing.latestOffers")}</h2>
      <p className="latest-offers__intro">{t("listing.latestOffersIntro")}</p>
      <ul className="card-grid">
        {cards.map((card) => (
          <li key={card.id}>
            <PropertyCard card={card} />
          </li>
        ))}
      </ul>
    </section>
  );
}
