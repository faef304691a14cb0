import type { Kysely } from "kysely";
import { readCards } from "#app/data/catalogue/property-cards.server.ts";
import type { Database } from "#app/data/schema.ts";
import type { Language } from "#app/i18n/languages.ts";
import {
  ownedPropertyIds,
  readPortalHistory,
  readVisitCounts,
  readVisitFigures,
} from "./owner-portal.server.ts";

// What the owner portal's two pages show (docs/requirements.md §3 Owner portal tables), read for the
// owner themselves and for the desk's read-only view of their portal (ADR 055): one read, two readers.

/** The portal's home: each of the owner's properties with its card and visit counts. */
export async function readPortalHome(
  db: Kysely<Database>,
  ownerId: number,
  language: Language,
  now: Date,
) {
  const ids = await ownedPropertyIds(db, ownerId);
  const cards = new Map((await readCards(db, language, ids)).map((card) => [card.id, card]));
  return Promise.all(
    ids.map(async (id) => ({
      id,
      card: cards.get(id),
      figures: await readVisitCounts(db, id, now),
    })),
  );
}

/** One of the owner's properties, its figures and history; none when it is not theirs. */
export async function readPortalProperty(
  db: Kysely<Database>,
  { ownerId, propertyId }: { ownerId: number; propertyId: number },
  language: Language,
  now: Date,
) {
  if (!(await ownedPropertyIds(db, ownerId)).includes(propertyId)) return undefined;
  const [cards, figures, history] = await Promise.all([
    readCards(db, language, [propertyId]),
    readVisitFigures(db, propertyId, now),
    readPortalHistory(db, propertyId),
  ]);
  return { id: propertyId, card: cards[0], figures, history };
}
