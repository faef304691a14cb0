import { type Kysely, sql } from "kysely";
import type { Database } from "#app/data/schema.ts";

// What the desk's login and guard read of a staff account (ADR 049): only an enabled account with a
// password set may log in; a disabled one is out at once, whatever session it holds.

function loginAccounts(db: Kysely<Database>) {
  return db
    .selectFrom("staff_account")
    .select(["id", "role", "password_hash"])
    .where("disabled_at", "is", null)
    .where("password_hash", "is not", null)
    .$narrowType<{ password_hash: string }>();
}

/** The enabled account with a password that a typed e-mail names, whatever its case. */
export async function findStaffLogin(db: Kysely<Database>, email: string) {
  const row = await loginAccounts(db)
    .where(sql<string>`lower(email)`, "=", email.trim().toLowerCase())
    .executeTakeFirst();
  return row && { ...row, id: Number(row.id) };
}

/** The enabled account with a password, by id. */
export async function findStaffLoginById(db: Kysely<Database>, staffId: number) {
  const row = await loginAccounts(db).where("id", "=", staffId).executeTakeFirst();
  return row && { ...row, id: Number(row.id) };
}

/** The enabled account a desk session belongs to, as the guard hands it to the desk's pages. */
export async function findDeskMember(db: Kysely<Database>, staffId: number) {
  const row = await db
    .selectFrom("staff_account")
    .select(["id", "email", "name", "role", "language"])
    .where("id", "=", staffId)
    .where("disabled_at", "is", null)
    .executeTakeFirst();
  return row && { ...row, id: Number(row.id) };
}
