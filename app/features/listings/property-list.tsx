import { useTranslation } from "react-i18next";
import type { PropertyCard as Card } from "../../catalogue/property-card.ts";
import type { ModuleView } from "../../content/module-view.ts";
import { PropertyCard } from "./property-card.tsx";

// spec §2 property-list modules: the home's latest offers (4, 4 per row on desktop, §9) and the newest
// offers of one goal on the For sale and For rent pages (sorting, paging and filters come with search).
export function PropertyList({ module, cards }: { module: ModuleView; cards: Card[] }) {
  const { t } = useTranslation();
  const headingId = `${module.id}-heading`;
  const goal = module.content.type === "property-list" ? module.content.goal : undefined;
  if (cards.length === 0) {
    return (
      <p className="container empty-state">
        {t(goal === "rent" ? "listing.noneForRent" : "listing.noneForSale")}
      </p>
    );
  }
  const title =
    module.title ??
    t(
      goal === "sale"
        ? "listing.offersForSale"
        : goal === "rent"
          ? "listing.offersForRent"
          : "listing.latestOffers",
    );
  return (
    <section className="property-list container" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {module.description || !goal ? (
        <p className="property-list__intro">
          {module.description ?? t("listing.latestOffersIntro")}
        </p>
      ) : null}
      <CardGrid cards={cards} />
    </section>
  );
}

/** Property cards in the grid every list uses (4 per row on desktop, spec §9). */
export function CardGrid({ cards }: { cards: Card[] }) {
  return (
    <ul className="card-grid">
      {cards.map((card) => (
        <li key={card.id}>
          <PropertyCard card={card} />
        </li>
      ))}
    </ul>
  );
}
