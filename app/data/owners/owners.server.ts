import type { Kysely } from "kysely";
import { z } from "zod";
import type { Database } from "#app/data/schema.ts";
import { hashPassword } from "#app/services/auth/passwords.server.ts";

// Owners and the history the owner portal shows them (spec §3 Owner portal tables, §6).

export const ownerSchema = z.strictObject({
  email: z.email().transform((e) => e.toLowerCase()),
  username: z
    .string()
    .regex(/^[a-z0-9._-]{3,50}$/)
    .optional(),
  displayName: z.string().trim().min(1).max(200),
  password: z.string().min(10).max(200),
  propertyIds: z.array(z.number().int().positive()).max(500),
});

export type OwnerInput = z.input<typeof ownerSchema>;

/** Creates or updates the owner with this e-mail, with a new password hash and these properties. */
export async function saveOwner(
  db: Kysely<Database>,
  input: OwnerInput,
  now: Date,
): Promise<number> {
  const owner = ownerSchema.parse(input);
  const columns = {
    username: owner.username ?? null,
    display_name: owner.displayName,
    password_hash: await hashPassword(owner.password),
  };
  const { id } = await db
    .insertInto("owner")
    .values({ email: owner.email, ...columns, created_at: now, last_login_at: null })
    .onConflict((oc) => oc.column("email").doUpdateSet(columns))
    .returning("id")
    .executeTakeFirstOrThrow();
  await db.deleteFrom("owner_property").where("owner_id", "=", id).execute();
  if (owner.propertyIds.length > 0) {
    await db
      .insertInto("owner_property")
      .values(owner.propertyIds.map((property_id) => ({ owner_id: id, property_id })))
      .execute();
  }
  return id;
}

/** spec §6: owners log in with their e-mail or username. */
export async function findOwnerByLogin(db: Kysely<Database>, login: string) {
  const value = login.trim().toLowerCase();
  return db
    .selectFrom("owner")
    .select(["id", "email", "display_name", "password_hash"])
    .where((eb) => eb.or([eb("email", "=", value), eb("username", "=", value)]))
    .executeTakeFirst();
}

export interface HistoryEntry {
  at: Date;
  type: string;
  contact: string;
  subject: string;
  comment: string;
  status: string;
  source: string;
}

export interface PropertyHistory {
  pageViews: { at: Date; source: string }[];
  communications: HistoryEntry[];
  onlineMedia: HistoryEntry[];
  visits: HistoryEntry[];
}

const batch = 500;

/** Replaces a property's portal history (the demo's way to fill it; real data comes from the site). */
export async function replacePropertyHistory(
  db: Kysely<Database>,
  propertyId: number,
  history: PropertyHistory,
): Promise<void> {
  for (const table of ["page_view", "communication", "online_medium", "calendar_visit"] as const) {
    await db.deleteFrom(table).where("property_id", "=", propertyId).execute();
  }
  const views = history.pageViews.map((v) => ({
    property_id: propertyId,
    viewed_at: v.at,
    source: v.source,
  }));
  for (let i = 0; i < views.length; i += batch) {
    await db
      .insertInto("page_view")
      .values(views.slice(i, i + batch))
      .execute();
  }
  const rows = ({ at, ...entry }: HistoryEntry) => ({ property_id: propertyId, ...entry, at });
  const communications = history.communications
    .map(rows)
    .map(({ at, ...r }) => ({ ...r, occurred_at: at }));
  const media = history.onlineMedia.map(rows).map(({ at, ...r }) => ({ ...r, published_at: at }));
  const visits = history.visits.map(rows).map(({ at, ...r }) => ({ ...r, starts_at: at }));
  if (communications.length) await db.insertInto("communication").values(communications).execute();
  if (media.length) await db.insertInto("online_medium").values(media).execute();
  if (visits.length) await db.insertInto("calendar_visit").values(visits).execute();
}
