import type { Kysely } from "kysely";
import { findStaffById, listStaffAccounts } from "#app/data/admin/staff-accounts.server.ts";
import { lastLogins } from "#app/data/admin/staff-members.server.ts";
import type { Database } from "#app/data/schema.ts";
import type { StaffAccount } from "#app/model/admin/staff-account.ts";

// docs/requirements.md §17: what the desk's staff page shows of each member, their last login included.

export type StaffOverview = StaffAccount & { lastLoginAt: Date | undefined };

/** Every member, disabled ones included, by e-mail. */
export async function staffOverview(db: Kysely<Database>): Promise<StaffOverview[]> {
  const accounts = await listStaffAccounts(db);
  const logins = await lastLogins(
    db,
    accounts.map((account) => account.id),
  );
  return accounts.map((account) => ({ ...account, lastLoginAt: logins.get(account.id) }));
}

/** One member, or undefined for an id that names none. */
export async function staffMember(
  db: Kysely<Database>,
  memberId: number,
): Promise<StaffOverview | undefined> {
  const account = await findStaffById(db, memberId);
  if (!account) return undefined;
  const logins = await lastLogins(db, [memberId]);
  return { ...account, lastLoginAt: logins.get(memberId) };
}
