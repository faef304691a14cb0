import { type Kysely, sql } from "kysely";
import { generatedId } from "./dialect.ts";

// docs/requirements.md §17 (the staff desk), ADR 047: the agency's staff, apart from the owners. An
// e-mail is one account whatever its case (the index is on its lower-case form). No password until the
// one-time link sets it: only the SHA-256 of that link's token is kept, valid 24 h, single use. The
// two-step login has the owners' shape (migration 0018, ADR 031), its secret sealed (ADR 036).
// Sessions live in `account_session` with `account_kind = 'staff'` (migration 0021).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("staff_account")
    .addColumn("id", "integer", generatedId(db))
    .addColumn("email", "varchar(254)", (col) => col.notNull())
    .addColumn("name", "varchar(200)")
    .addColumn("role", "varchar(16)", (col) => col.notNull())
    .addColumn("password_hash", "varchar(200)")
    .addColumn("language", "varchar(8)", (col) => col.notNull())
    .addColumn("disabled_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (col) => col.notNull())
    .addCheckConstraint("staff_account_role_check", sql`role in ('admin', 'agent')`)
    .execute();
  await db.schema
    .createIndex("staff_account_email_idx")
    .on("staff_account")
    .unique()
    .expression(sql`lower(email)`)
    .execute();
  await db.schema
    .createTable("staff_password_token")
    .addColumn("token_hash", "varchar(64)", (col) => col.primaryKey())
    .addColumn("staff_id", "integer", (col) =>
      col.notNull().references("staff_account.id").onDelete("cascade"),
    )
    .addColumn("expires_at", "timestamptz", (col) => col.notNull())
    .addColumn("used_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("staff_password_token_staff_idx")
    .on("staff_password_token")
    .column("staff_id")
    .execute();
  await db.schema
    .createTable("staff_second_factor")
    .addColumn("staff_id", "integer", (col) =>
      col.primaryKey().references("staff_account.id").onDelete("cascade"),
    )
    .addColumn("secret", "varchar(200)", (col) => col.notNull())
    .addColumn("enabled_at", "timestamptz")
    .addColumn("used_step", "integer")
    .addColumn("created_at", "timestamptz", (col) => col.notNull())
    .execute();
  await db.schema
    .createTable("staff_recovery_code")
    .addColumn("staff_id", "integer", (col) =>
      col.notNull().references("staff_account.id").onDelete("cascade"),
    )
    .addColumn("code_hash", "varchar(64)", (col) => col.notNull())
    .addColumn("used_at", "timestamptz")
    .addPrimaryKeyConstraint("staff_recovery_code_pk", ["staff_id", "code_hash"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("staff_recovery_code").execute();
  await db.schema.dropTable("staff_second_factor").execute();
  await db.schema.dropTable("staff_password_token").execute();
  await db.schema.dropTable("staff_account").execute();
}
