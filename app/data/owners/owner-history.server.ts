import { isDeepStrictEqual } from "node:util";
import type { Kysely, Selectable } from "kysely";
import type { Database } from "#app/data/schema.ts";
import type { CommunicationTable } from "./schema.ts";

// The CRM's history of a property, as the owner portal shows it (docs/requirements.md §3 Owner portal tables):
// communications, online media and calendar visits. Page views are the site's own and live apart.

/** One line of a history table: its columns (schema.ts), with its date. */
export type HistoryEntry = Omit<
  Selectable<CommunicationTable>,
  "id" | "property_id" | "occurred_at"
> & { at: Date };

export interface CrmHistory {
  communications: HistoryEntry[];
  onlineMedia: HistoryEntry[];
  visits: HistoryEntry[];
}

/** Each list of the history in the table that holds it, with the column holding its date. */
const tables = {
  communications: ["communication", "occurred_at"],
  onlineMedia: ["online_medium", "published_at"],
  visits: ["calendar_visit", "starts_at"],
} as const;
const lists = Object.keys(tables) as (keyof CrmHistory)[];
const batch = 500;

/** Replaces a property's CRM history. */
export async function replaceCrmHistory(
  db: Kysely<Database>,
  propertyId: number,
  history: CrmHistory,
): Promise<void> {
  for (const list of lists) {
    const [table, column] = tables[list];
    await db.deleteFrom(table).where("property_id", "=", propertyId).execute();
    const rows = history[list].map(({ at, ...entry }) => ({
      property_id: propertyId,
      ...entry,
      [column]: at,
    }));
    for (let i = 0; i < rows.length; i += batch) {
      // The three tables share these columns; the types cannot follow which one `table` is.
      await db
        .insertInto(table)
        .values(rows.slice(i, i + batch) as never)
        .execute();
    }
  }
}

/**
 * Replaces a property's CRM history when it differs from the stored one (same entries in any order,
 * dates compared as instants); tells whether it did.
 */
export async function replaceCrmHistoryIfChanged(
  db: Kysely<Database>,
  propertyId: number,
  history: CrmHistory,
): Promise<boolean> {
  const stored = await readCrmHistory(db, propertyId);
  const same = lists.every((list) =>
    isDeepStrictEqual(comparable(stored[list]), comparable(history[list])),
  );
  if (!same) await replaceCrmHistory(db, propertyId, history);
  return !same;
}

/** A property's CRM history, each list in no particular order. */
export async function readCrmHistory(
  db: Kysely<Database>,
  propertyId: number,
): Promise<CrmHistory> {
  const history: CrmHistory = { communications: [], onlineMedia: [], visits: [] };
  for (const list of lists) {
    const [table, column] = tables[list];
    const rows = await db
      .selectFrom(table)
      .select(["type", "contact", "subject", "comment", "status", "source", column])
      .where("property_id", "=", propertyId)
      .execute();
    history[list] = rows.map((row) => {
      const { [column]: at, ...entry } = row as typeof row & Record<typeof column, Date | string>;
      return { ...entry, at: new Date(at) };
    });
  }
  return history;
}

/** Entries as plain values in one order, so that two lists with the same entries compare equal. */
function comparable(entries: HistoryEntry[]): string[] {
  return entries
    .map(({ at, type, contact, subject, comment, status, source }) =>
      JSON.stringify([at.getTime(), type, contact, subject, comment, status, source]),
    )
    .sort();
}
