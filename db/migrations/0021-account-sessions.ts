import { type Kysely, sql } from "kysely";
import { generatedId, isPostgres } from "./dialect.ts";

// docs/requirements.md §16 "owner sessions cannot be ended" (ADR 036): sessions stored server-side. The cookie carries
// a random token; only its SHA-256 is kept here, so a copy of this table opens no session. One table for
// every kind of account: `owner` now, `staff` for the desk (docs/requirements.md §17). `account_id` names a row of the
// kind's own table, hence no foreign key. The `id` names a session on the owner's security page
// without revealing its hash.
// docs/requirements.md §16 "two-step secrets stored readable": the secret becomes an encrypted value longer than the
// 64 characters its column allowed (app/services/accounts/secret-box.server.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("account_session")
    .addColumn("id", "integer", generatedId(db))
    .addColumn("token_hash", "varchar(64)", (col) => col.notNull().unique())
    .addColumn("account_kind", "varchar(16)", (col) => col.notNull())
    .addColumn("account_id", "integer", (col) => col.notNull())
    .addColumn("created_at", "timestamptz", (col) => col.notNull())
    .addColumn("seen_at", "timestamptz", (col) => col.notNull())
    .addColumn("ended_at", "timestamptz")
    .addColumn("client_address", "varchar(64)", (col) => col.notNull())
    .addColumn("user_agent", "varchar(512)", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("account_session_account_idx")
    .on("account_session")
    .columns(["account_kind", "account_id"])
    .execute();
  // SQLite does not enforce a varchar's length: only PostgreSQL needs the wider column.
  if (isPostgres(db))
    await sql`alter table owner_second_factor alter column secret type varchar(200)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("account_session").execute();
}
