import type { Kysely } from "kysely";
import type { Database } from "#app/data/schema.ts";
import { type CrmHistory, replaceCrmHistory } from "./owner-history.server.ts";

// Owners and the history the owner portal shows them (docs/requirements.md §3 Owner portal tables, §6).

/** An owner account as stored: the password already hashed (services/owners/owner-accounts.server.ts). */
export interface OwnerRecord {
  /** Lower case. */
  email: string;
  username?: string | undefined;
  displayName: string;
  passwordHash: string;
  propertyIds: number[];
}

/** Creates or updates the owner with this e-mail, with this password hash and these properties. */
export async function saveOwnerRecord(
  db: Kysely<Database>,
  owner: OwnerRecord,
  now: Date,
): Promise<number> {
  const columns = {
    username: owner.username ?? null,
    display_name: owner.displayName,
    password_hash: owner.passwordHash,
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

/**
 * docs/requirements.md §6: owners log in with their e-mail or username. An owner without a password (imported from the
 * CRM, not chosen one yet) is not found: nobody logs in as them; nor is one the desk disabled (ADR 055).
 */
export async function findOwnerByLogin(db: Kysely<Database>, login: string) {
  const value = login.trim().toLowerCase();
  return db
    .selectFrom("owner")
    .select(["id", "email", "display_name", "password_hash"])
    .where((eb) => eb.or([eb("email", "=", value), eb("username", "=", value)]))
    .where("password_hash", "is not", null)
    .where("disabled_at", "is", null)
    .$narrowType<{ password_hash: string }>()
    .executeTakeFirst();
}

/** An owner who may log in, by id: their name, e-mail address and password hash. */
export async function findOwnerById(db: Kysely<Database>, ownerId: number) {
  return db
    .selectFrom("owner")
    .select(["id", "email", "display_name", "password_hash"])
    .where("id", "=", ownerId)
    .where("password_hash", "is not", null)
    .where("disabled_at", "is", null)
    .$narrowType<{ password_hash: string }>()
    .executeTakeFirst();
}

/** Remembers when an owner last logged in. */
export async function recordOwnerLogin(db: Kysely<Database>, ownerId: number, at: Date) {
  await db.updateTable("owner").set({ last_login_at: at }).where("id", "=", ownerId).execute();
}

export interface PropertyHistory extends CrmHistory {
  pageViews: { at: Date; source: string }[];
}

const batch = 500;

/** Replaces a property's portal history (the demo's way to fill it; real data comes from the site). */
export async function replacePropertyHistory(
  db: Kysely<Database>,
  propertyId: number,
  { pageViews, ...crmHistory }: PropertyHistory,
): Promise<void> {
  await db.deleteFrom("page_view").where("property_id", "=", propertyId).execute();
  const views = pageViews.map((v) => ({
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
  await replaceCrmHistory(db, propertyId, crmHistory);
}
