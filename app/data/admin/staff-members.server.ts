import type { Kysely } from "kysely";
import { endSessions } from "#app/data/auth/account-sessions.server.ts";
import type { Database } from "#app/data/schema.ts";
import type { Language } from "#app/i18n/languages.ts";
import type { StaffRole } from "#app/model/admin/staff-account.ts";
import { anotherAdminStays, lockEnabledAdmins } from "./last-admin.server.ts";

// What an admin changes on a member from the desk's staff page, and what a member changes on their own
// account (docs/requirements.md §17, ADR 050).

/**
 * Gives an account a new role and ends its sessions, in one transaction: its next login follows the
 * new role's two-step rule and session limits (ADR 050). Never demotes the last enabled admin.
 * Answers how many sessions ended; undefined when nothing changed (the same role, or the last admin).
 */
export async function setStaffRole(
  db: Kysely<Database>,
  { staffId, role, now }: { staffId: number; role: StaffRole; now: Date },
): Promise<number | undefined> {
  return db.transaction().execute(async (trx) => {
    await lockEnabledAdmins(trx);
    const result = await trx
      .updateTable("staff_account")
      .set({ role })
      .where("id", "=", staffId)
      .where("role", "!=", role)
      .where(anotherAdminStays(staffId))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return undefined;
    return endSessions(trx, { kind: "staff", accountId: staffId, now });
  });
}

/** Lets a disabled account log in again; false when it was not disabled. */
export async function enableStaffRecord(db: Kysely<Database>, staffId: number): Promise<boolean> {
  const result = await db
    .updateTable("staff_account")
    .set({ disabled_at: null })
    .where("id", "=", staffId)
    .where("disabled_at", "is not", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The language the desk speaks to this member. */
export async function setStaffLanguage(
  db: Kysely<Database>,
  staffId: number,
  language: Language,
): Promise<void> {
  await db.updateTable("staff_account").set({ language }).where("id", "=", staffId).execute();
}

/**
 * When members last logged in at the desk: the newest "login" entry of each in the audit log (the
 * desk's login writes one per login, ADR 049; the log keeps 24 months). Only the ids given.
 */
export async function lastLogins(
  db: Kysely<Database>,
  staffIds: readonly number[],
): Promise<Map<number, Date>> {
  if (staffIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("staff_audit")
    .select((eb) => ["staff_id", eb.fn.max("created_at").as("at")])
    .where("action", "=", "login")
    .where("staff_id", "in", staffIds)
    .groupBy("staff_id")
    .execute();
  return new Map(rows.map((row) => [Number(row.staff_id), new Date(row.at)]));
}
