import { z } from "zod";
import { maxRecordId } from "#app/domain/record-id.ts";
import { languages } from "#app/i18n/languages.ts";

// Owners in the CRM snapshot (docs/import-format.md "Owners"): one record per owner, in the CRM's style of
// names, with the history the owner portal shows for each property they own (docs/requirements.md §3 Owner portal tables:
// date, type, contact, subject, comment, status, source).

const id = z
  .number()
  .int()
  .positive()
  .max(maxRecordId, { error: `must be at most ${maxRecordId} (ids are 32-bit integers)` });
const text = (max: number) => z.string().trim().max(max).default("");

/** One line of a history table; the column lengths are those of db/migrations/0004-owners.ts. */
export const historyEntrySchema = z.strictObject({
  Date: z.iso.datetime({ offset: true, error: "must be an ISO 8601 date-time" }),
  Type: text(50),
  Contact: text(200),
  Subject: text(300),
  Comment: text(5000),
  Status: text(30),
  Source: text(100),
});

/** A property the owner owns, with its history in the CRM (each list in any order). */
export const ownedPropertySchema = z.strictObject({
  PropertyID: id,
  Communications: z.array(historyEntrySchema).max(5000).default([]),
  /** Where the property is published, and since when (Date). */
  OnlineMedia: z.array(historyEntrySchema).max(500).default([]),
  /** Visits in the agency's calendar (Date is when it starts). */
  CalendarVisits: z.array(historyEntrySchema).max(5000).default([]),
});

export const ownerRecordSchema = z
  .strictObject({
    /** The owner's id in the CRM: how a later import finds the same owner again. */
    ID: id,
    Email: z.email({ error: "must be an e-mail address" }).transform((e) => e.toLowerCase()),
    Name: z.string().trim().min(1).max(200),
    language: z.enum(languages),
    /** docs/requirements.md §6: an owner logs in with their e-mail or this username. */
    Username: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9._-]{3,50}$/, {
        error: "must be 3 to 50 letters, digits, dots, dashes or underscores",
      })
      .optional(),
    Properties: z.array(ownedPropertySchema).max(500).default([]),
  })
  .check((ctx) => {
    const seen = new Set<number>();
    ctx.value.Properties.forEach(({ PropertyID }, index) => {
      if (seen.has(PropertyID)) {
        ctx.issues.push({
          code: "custom",
          input: PropertyID,
          path: ["Properties", index, "PropertyID"],
          message: `property ${PropertyID} is listed twice`,
        });
      }
      seen.add(PropertyID);
    });
  });

export type HistoryEntryRecord = z.infer<typeof historyEntrySchema>;
export type OwnedPropertyRecord = z.infer<typeof ownedPropertySchema>;
export type OwnerRecord = z.infer<typeof ownerRecordSchema>;
export type OwnerRecordInput = z.input<typeof ownerRecordSchema>;

/**
 * Whether two owners give a property the same history (entries in any order, dates as instants): the
 * history is the property's, so its co-owners must agree on it.
 */
export function sameHistory(a: OwnedPropertyRecord, b: OwnedPropertyRecord): boolean {
  const lists = ["Communications", "OnlineMedia", "CalendarVisits"] as const;
  const comparable = (entries: HistoryEntryRecord[]) =>
    entries
      .map(({ Date: at, ...rest }) => JSON.stringify([new Date(at).getTime(), rest]))
      .sort()
      .join("\n");
  return lists.every((list) => comparable(a[list]) === comparable(b[list]));
}
