import type { Kysely } from "kysely";
import type { Database } from "#app/data/schema.ts";
import { onOfferStatuses } from "#app/domain/listing-status.ts";
import type { FormCount } from "#app/model/admin/dashboard.ts";

// The dashboard's counts (ADR 054), one small query each over indexed columns.

/** Leads received since an instant, per form, most first; spam is left out, as in the leads list. */
export async function leadsByFormSince(db: Kysely<Database>, since: Date): Promise<FormCount[]> {
  const rows = await db
    .selectFrom("lead")
    .select(["form", (eb) => eb.fn.countAll<number | string>().as("count")])
    .where("created_at", ">=", since)
    .where("status", "!=", "spam")
    .groupBy("form")
    .execute();
  return rows
    .map((row) => ({ form: row.form, count: Number(row.count) }))
    .sort((a, b) => b.count - a.count || a.form.localeCompare(b.form));
}

export async function newLeadCount(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("lead")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("status", "=", "new")
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export async function propertiesOnOffer(
  db: Kysely<Database>,
): Promise<{ sale: number; rent: number }> {
  const rows = await db
    .selectFrom("property")
    .select(["goal", (eb) => eb.fn.countAll<number | string>().as("count")])
    .where("status", "in", onOfferStatuses)
    .groupBy("goal")
    .execute();
  const count = (goal: string) => Number(rows.find((row) => row.goal === goal)?.count ?? 0);
  return { sale: count("sale"), rent: count("rent") };
}

export async function ownersNeverLoggedIn(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("owner")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("last_login_at", "is", null)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
