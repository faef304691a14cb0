import { useTranslation } from "react-i18next";
import type { PhotoPriority } from "#app/components/ui/responsive-photo.tsx";
import { useLanguage } from "#app/i18n/use-language.ts";
import type { ListingQuery } from "#app/model/catalogue/listing-filter.ts";
import type { PropertyCard as Card } from "#app/model/catalogue/property-card.ts";
import type { ModuleView } from "#app/model/content/module-view.ts";
import { fromList } from "#app/routing/listing-query.ts";
import { propertyUrl } from "#app/routing/listing-urls.ts";
import { PropertyCard } from "./property-card.tsx";

// docs/requirements.md §2 property-list modules: the home's latest offers (4, 4 per row on desktop, §9) and the newest
// offers of one goal on the For sale and For rent pages (sorting, paging and filters come with search).
export function PropertyList({
  module,
  cards,
  leading,
}: {
  module: ModuleView;
  cards: Card[];
  /** The list is the page's main content, in the first screen (the For sale and For rent pages). */
  leading?: boolean;
}) {
  const { t } = useTranslation("listings");
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
      <CardGrid cards={cards} leading={leading} />
    </section>
  );
}

/** docs/requirements.md §2 listing parameters that could not be read: dropped, and the visitor is told so. */
export function SearchNotice() {
  const { t } = useTranslation("listings");
  return (
    <p className="container notice" role="status">
      {t("listing.searchInvalid")}
    </p>
  );
}

/** Cards in a row on the widest screens (app.css .card-grid). */
const rowLength = 4;

/**
 * Property cards in the grid every list uses (4 per row on desktop, docs/requirements.md §9). In a leading list the
 * first row loads at once and the first photo, the page's largest paint on phones, comes first.
 */
export function CardGrid({
  cards,
  leading,
  from,
}: {
  cards: Card[];
  leading?: boolean | undefined;
  /** The search the cards answer: their links carry it, for previous / next on a property's page. */
  from?: ListingQuery | undefined;
}) {
  const language = useLanguage();
  const priority = (index: number): PhotoPriority =>
    !leading || index >= rowLength ? "lazy" : index === 0 ? "lcp" : "eager";
  return (
    <ul className="card-grid">
      {cards.map((card, index) => (
        <li key={card.id}>
          <PropertyCard
            card={card}
            priority={priority(index)}
            href={from ? fromList(propertyUrl(card, language), from) : undefined}
          />
        </li>
      ))}
    </ul>
  );
}
