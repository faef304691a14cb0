import type { Kysely } from "kysely";

// docs/requirements.md §15 "optional second factor" (ADR 031): an owner's authenticator-app secret, pending until the
// first code confirms it, with the last time step used so that no code serves twice; and the recovery
// codes, of which only the SHA-256 is kept, each spent once.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("owner_second_factor")
    .addColumn("owner_id", "integer", (col) =>
      col.primaryKey().references("owner.id").onDelete("cascade"),
    )
    .addColumn("secret", "varchar(64)", (col) => col.notNull())
    .addColumn("enabled_at", "timestamptz")
    .addColumn("used_step", "integer")
    .addColumn("created_at", "timestamptz", (col) => col.notNull())
    .execute();
  await db.schema
    .createTable("owner_recovery_code")
    .addColumn("owner_id", "integer", (col) =>
      col.notNull().references("owner.id").onDelete("cascade"),
    )
    .addColumn("code_hash", "varchar(64)", (col) => col.notNull())
    .addColumn("used_at", "timestamptz")
    .addPrimaryKeyConstraint("owner_recovery_code_pk", ["owner_id", "code_hash"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("owner_recovery_code").execute();
  await db.schema.dropTable("owner_second_factor").execute();
}
