import type { Kysely } from "kysely";
import { goalOf } from "#app/data/rows.server.ts";
import type { Database } from "#app/data/schema.ts";
import { onOfferStatuses } from "#app/domain/listing-status.ts";
import type { Language } from "#app/i18n/languages.ts";
import { type PropertyPlace, propertyPlace } from "#app/model/catalogue/listing-place.ts";
import type { SearchData } from "#app/model/catalogue/search-data.ts";
import type { Photo } from "#app/model/media/image-variants.ts";
import { readCards } from "./property-cards.server.ts";
import { hasText } from "./property-text.server.ts";
import { searchCounts } from "./search-counts.server.ts";

// docs/requirements.md §5, §7: the home search block's data for one language. Cities and types with the same counts
// as the listings and the stats (search-counts.server.ts); the ids on offer with a text in this
// language. Nothing else: no price, street, coordinates or description can leave through it.

export async function searchData(db: Kysely<Database>, language: Language): Promise<SearchData> {
  const [counts, ids] = await Promise.all([
    searchCounts(db, language),
    db
      .selectFrom("property as p")
      .select(["p.id", "p.goal"])
      .where("p.status", "in", onOfferStatuses)
      .where(hasText("p", language))
      .orderBy("p.id")
      .execute(),
  ]);
  const named = <T extends { name: string }>(items: T[]) => items.filter((i) => i.name !== "");
  return {
    cities: named(counts.cities).map(({ name, zip, sale, rent }) => ({ name, zip, sale, rent })),
    types: named(counts.types).map(({ webId, name, sale, rent }) => ({
      id: webId,
      name,
      sale,
      rent,
    })),
    sale: ids.filter((row) => goalOf(row.goal) === "sale").map((row) => row.id),
    rent: ids.filter((row) => goalOf(row.goal) === "rent").map((row) => row.id),
  };
}

/** The one property a search matched by its ID: its place, raw description and first photo. */
export interface SearchPropertyRow extends PropertyPlace {
  description: string;
  photo?: Photo | undefined;
}

export async function searchProperty(
  db: Kysely<Database>,
  language: Language,
  id: number,
): Promise<SearchPropertyRow | undefined> {
  // The card's own query gives the place and photo, as on every card; the description only here.
  const [[card], text] = await Promise.all([
    readCards(db, language, [id]),
    db
      .selectFrom("property_translation")
      .select("description")
      .where("property_id", "=", id)
      .where("language", "=", language)
      .executeTakeFirst(),
  ]);
  const onOffer: readonly string[] = onOfferStatuses;
  if (!card || !text || !onOffer.includes(card.status)) return undefined;
  return { ...propertyPlace(card), description: text.description, photo: card.photo };
}
