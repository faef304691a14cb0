import type { PropertyCard as Card } from "#app/model/catalogue/property-card.ts";
import { CardGrid } from "./property-list.tsx";

/** docs/requirements.md §12: offers like the property a visitor looks at, or looked for (cards as in every list). */
export function SimilarOffers({ cards, title }: { cards: Card[]; title: string }) {
  if (cards.length === 0) return null;
  return (
    <section className="property-list similar-offers container" aria-labelledby="similar-title">
      <h2 id="similar-title">{title}</h2>
      <CardGrid cards={cards} />
    </section>
  );
}
