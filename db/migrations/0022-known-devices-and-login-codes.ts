import type { Kysely } from "kysely";

// docs/requirements.md §16 "credential stuffing" (ADR 035): the devices an owner has logged in from (the SHA-256 of a
// long-lived random cookie, never the cookie itself), and the one-time code mailed to an owner whose
// right password came from another device during a wave (its keyed hash, 10 minutes, single use,
// wrong tries counted). One code per owner at a time.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("owner_device")
    .addColumn("owner_id", "integer", (col) =>
      col.notNull().references("owner.id").onDelete("cascade"),
    )
    .addColumn("device_hash", "varchar(64)", (col) => col.notNull())
    .addColumn("last_login_at", "timestamptz", (col) => col.notNull())
    .addPrimaryKeyConstraint("owner_device_pk", ["owner_id", "device_hash"])
    .execute();
  await db.schema
    .createTable("owner_login_code")
    .addColumn("owner_id", "integer", (col) =>
      col.primaryKey().references("owner.id").onDelete("cascade"),
    )
    .addColumn("code_hash", "varchar(64)", (col) => col.notNull())
    .addColumn("expires_at", "timestamptz", (col) => col.notNull())
    .addColumn("wrong_tries", "integer", (col) => col.notNull())
    .addColumn("used_at", "timestamptz")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("owner_login_code").execute();
  await db.schema.dropTable("owner_device").execute();
}
