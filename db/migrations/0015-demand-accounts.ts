import type { Kysely } from "kysely";
import { generatedId } from "./dialect.ts";

// docs/requirements.md §14 "demand register" (ADR 029): a visitor who registers a search may set a password, to see and
// delete their searches later. One account per address, its password as an argon2id hash; the searches
// are the address's demand-register leads.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("demand_account")
    .addColumn("id", "integer", generatedId(db))
    .addColumn("email", "varchar(254)", (col) => col.notNull().unique())
    .addColumn("password_hash", "varchar(200)", (col) => col.notNull())
    .addColumn("created_at", "timestamptz", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("lead_form_idx").on("lead").columns(["form", "created_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("lead_form_idx").execute();
  await db.schema.dropTable("demand_account").execute();
}
