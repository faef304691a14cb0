import { type Kysely, sql } from "kysely";
import { endSessions } from "#app/data/auth/account-sessions.server.ts";
import { deletePasswordLinks, staffPasswordLinks } from "#app/data/auth/password-links.server.ts";
import { flag, optional } from "#app/data/rows.server.ts";
import type { Database } from "#app/data/schema.ts";
import { defaultLanguage, isLanguage } from "#app/i18n/languages.ts";
import type { StaffAccount, StaffRole } from "#app/model/admin/staff-account.ts";
import { anotherAdminStays, lockEnabledAdmins } from "./last-admin.server.ts";

// Staff accounts (migration 0024, ADR 047). An e-mail names one account whatever its case: every
// lookup goes through lower(email), the column the unique index is on.

export interface StaffRecord {
  email: string;
  name?: string | undefined;
  role: StaffRole;
  language: string;
  passwordHash: string | undefined;
}

/** Adds an account; undefined when its e-mail is taken (by any case of it). */
export async function insertStaff(
  db: Kysely<Database>,
  record: StaffRecord,
  now: Date,
): Promise<number | undefined> {
  const row = await db
    .insertInto("staff_account")
    .values({ ...columnsOf(record), disabled_at: null, created_at: now })
    .onConflict((oc) => oc.doNothing())
    .returning("id")
    .executeTakeFirst();
  return row && Number(row.id);
}

/** Creates the account or updates the one with this e-mail, enabled again (the demo's staff). */
export async function saveStaffRecord(
  db: Kysely<Database>,
  record: StaffRecord,
  now: Date,
): Promise<number> {
  const inserted = await insertStaff(db, record, now);
  if (inserted !== undefined) return inserted;
  const { id } = await db
    .updateTable("staff_account")
    .set({ ...columnsOf(record), disabled_at: null })
    .where(sql<string>`lower(email)`, "=", record.email.toLowerCase())
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(id);
}

function columnsOf(record: StaffRecord) {
  return {
    email: record.email.toLowerCase(),
    name: record.name ?? null,
    role: record.role,
    language: record.language,
    password_hash: record.passwordHash ?? null,
  };
}

function selectAccounts(db: Kysely<Database>) {
  return db
    .selectFrom("staff_account as s")
    .select((eb) => [
      "s.id",
      "s.email",
      "s.name",
      "s.role",
      "s.language",
      "s.disabled_at",
      "s.created_at",
      eb("s.password_hash", "is not", null).as("password_set"),
      eb
        .exists(
          eb
            .selectFrom("staff_second_factor as f")
            .select("f.staff_id")
            .whereRef("f.staff_id", "=", "s.id")
            .where("f.enabled_at", "is not", null),
        )
        .as("two_step"),
    ]);
}

type AccountRow = Awaited<ReturnType<ReturnType<typeof selectAccounts>["executeTakeFirstOrThrow"]>>;

function accountOf(row: AccountRow): StaffAccount {
  return {
    id: Number(row.id),
    email: row.email,
    name: optional(row.name),
    role: row.role,
    language: isLanguage(row.language) ? row.language : defaultLanguage,
    passwordSet: flag(row.password_set),
    twoStep: flag(row.two_step),
    disabledAt: row.disabled_at ? new Date(row.disabled_at) : undefined,
    createdAt: new Date(row.created_at),
  };
}

/** The account with this e-mail, whatever its case, disabled or not. */
export async function findStaffByEmail(
  db: Kysely<Database>,
  email: string,
): Promise<StaffAccount | undefined> {
  const row = await selectAccounts(db)
    .where(sql<string>`lower(s.email)`, "=", email.trim().toLowerCase())
    .executeTakeFirst();
  return row && accountOf(row);
}

/** The account with this id, disabled or not. */
export async function findStaffById(
  db: Kysely<Database>,
  staffId: number,
): Promise<StaffAccount | undefined> {
  const row = await selectAccounts(db).where("s.id", "=", staffId).executeTakeFirst();
  return row && accountOf(row);
}

/** Every account, disabled ones included, by e-mail. */
export async function listStaffAccounts(db: Kysely<Database>): Promise<StaffAccount[]> {
  const rows = await selectAccounts(db).orderBy("s.email").execute();
  return rows.map(accountOf);
}

/**
 * Disables an account in one transaction: its unused set-password links go and every session it has
 * ends at once (ADR 047). Answers how many sessions ended; undefined when it was disabled already, or,
 * with `keepAnAdmin` (the desk, ADR 050), when it is the last enabled admin.
 */
export async function disableStaffRecord(
  db: Kysely<Database>,
  staffId: number,
  now: Date,
  { keepAnAdmin = false }: { keepAnAdmin?: boolean } = {},
): Promise<number | undefined> {
  return db.transaction().execute(async (trx) => {
    if (keepAnAdmin) await lockEnabledAdmins(trx);
    const result = await trx
      .updateTable("staff_account")
      .set({ disabled_at: now })
      .where("id", "=", staffId)
      .where("disabled_at", "is", null)
      .$if(keepAnAdmin, (qb) => qb.where(anotherAdminStays(staffId)))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return undefined;
    await deletePasswordLinks(trx, staffPasswordLinks, staffId);
    return endSessions(trx, { kind: "staff", accountId: staffId, now });
  });
}

/**
 * Removes an account's two-step login (app secret and recovery codes) and ends its sessions, in one
 * transaction: its next login enrolls again. Answers whether it had one set up or pending.
 */
export async function removeStaffSecondFactor(
  db: Kysely<Database>,
  staffId: number,
  now: Date,
): Promise<{ removed: boolean; sessionsEnded: number }> {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom("staff_recovery_code").where("staff_id", "=", staffId).execute();
    const result = await trx
      .deleteFrom("staff_second_factor")
      .where("staff_id", "=", staffId)
      .executeTakeFirst();
    const sessionsEnded = await endSessions(trx, { kind: "staff", accountId: staffId, now });
    return { removed: Number(result.numDeletedRows) > 0, sessionsEnded };
  });
}
