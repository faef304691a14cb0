import { type Kysely, sql } from "kysely";

// Owners come from the CRM snapshot too (docs/requirements.md §11; docs/import-format.md "Owners"):
// - crm_id: the owner's id in the CRM, how an import finds the same owner again (unique when given);
// - language: the owner's language in the CRM;
// - password_hash becomes nullable: an imported owner has no password until they choose one, and
//   cannot log in before.
// SQLite can neither add a UNIQUE column nor drop a NOT NULL constraint in place (nor add two columns
// in one statement), so the unique rule is an index and the password moves into a new column; the
// same steps run on PostgreSQL.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("owner").addColumn("crm_id", "integer").execute();
  await db.schema.alterTable("owner").addColumn("language", "varchar(2)").execute();
  await db.schema.createIndex("owner_crm_id_idx").unique().on("owner").column("crm_id").execute();
  await movePasswords(db, { notNull: false });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Owners without a password could not exist before: they are imported ones, and come back with the
  // next import once this migration is applied again.
  await sql`delete from owner where password_hash is null`.execute(db);
  await movePasswords(db, { notNull: true });
  await db.schema.dropIndex("owner_crm_id_idx").execute();
  await db.schema.alterTable("owner").dropColumn("language").execute();
  await db.schema.alterTable("owner").dropColumn("crm_id").execute();
}

/** Moves password_hash into a new column, nullable or not, and gives it the old name. */
async function movePasswords(db: Kysely<unknown>, { notNull }: { notNull: boolean }) {
  await db.schema
    .alterTable("owner")
    // A NOT NULL column added to a table with rows needs a default; each row then gets its own value.
    .addColumn("password_hash_new", "varchar(300)", (col) =>
      notNull ? col.notNull().defaultTo("") : col,
    )
    .execute();
  await sql`update owner set password_hash_new = password_hash`.execute(db);
  await db.schema.alterTable("owner").dropColumn("password_hash").execute();
  await db.schema.alterTable("owner").renameColumn("password_hash_new", "password_hash").execute();
}
