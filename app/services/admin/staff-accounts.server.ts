import type { Kysely } from "kysely";
import * as z from "zod/mini";
import {
  disableStaffRecord,
  findStaffByEmail,
  insertStaff,
  listStaffAccounts,
  removeStaffSecondFactor,
  saveStaffRecord,
} from "#app/data/admin/staff-accounts.server.ts";
import { readSiteConfig } from "#app/data/config/site-config.server.ts";
import type { Database } from "#app/data/schema.ts";
import { type PasswordProblem, passwordProblem } from "#app/domain/password-rules.ts";
import { defaultLanguage } from "#app/i18n/languages.ts";
import {
  type NewStaff,
  type NewStaffField,
  newStaffSchema,
  type StaffAccount,
} from "#app/model/admin/staff-account.ts";
import { hashPassword } from "#app/services/accounts/passwords.server.ts";
import { issueSetPasswordLink, type SetPasswordLink } from "./password-link.server.ts";

// docs/requirements.md §17, ADR 047: the staff use cases `npm run staff` runs now and the desk's staff
// page later. Plain values in, an outcome out; the caller words it.

export interface StaffInput {
  email: string;
  role: string;
  name?: string | undefined;
  /** The desk's language; the site's default language when not given. */
  language?: string | undefined;
  /** Set at once (scripted set-ups, tests) rather than through a one-time link. */
  password?: string | undefined;
}

export type AddStaffOutcome =
  /** `link` is the one-time set-password link; none when the password was given. */
  | { added: StaffAccount; link: SetPasswordLink | undefined }
  | { invalid: NewStaffField }
  /** Another account has this e-mail, in any case, disabled or not. */
  | { taken: true }
  | { problem: PasswordProblem };

type Checked = { staff: NewStaff; passwordHash: string | undefined; language: string };

/** Validates an account's values and its password, if given, by the owners' rules. */
async function checkInput(
  db: Kysely<Database>,
  { password, ...input }: StaffInput,
): Promise<Checked | { invalid: NewStaffField } | { problem: PasswordProblem }> {
  const parsed = z.safeParse(newStaffSchema, input);
  if (!parsed.success) return { invalid: parsed.error.issues[0]?.path[0] as NewStaffField };
  const staff = parsed.data;
  const problem = password === undefined ? undefined : passwordProblem(password, staff);
  if (problem) return { problem };
  const language =
    staff.language ?? (await readSiteConfig(db))?.languages.default ?? defaultLanguage;
  const passwordHash = password === undefined ? undefined : await hashPassword(password);
  return { staff, passwordHash, language };
}

/** Adds a staff member; without a password, answers the one-time link that sets it. */
export async function addStaff(
  db: Kysely<Database>,
  input: StaffInput,
  { origin, now }: { origin: string; now: Date },
): Promise<AddStaffOutcome> {
  const checked = await checkInput(db, input);
  if (!("staff" in checked)) return checked;
  const { staff, passwordHash, language } = checked;
  const id = await insertStaff(db, { ...staff, language, passwordHash }, now);
  if (id === undefined) return { taken: true };
  const link =
    passwordHash === undefined
      ? await issueSetPasswordLink(db, { staffId: id, origin, now })
      : undefined;
  const added = await findStaffByEmail(db, staff.email);
  if (!added) throw new Error(`the staff account ${staff.email} vanished as it was added`);
  return { added, link };
}

/**
 * Creates or updates the account with this e-mail, with this password, enabled (the demo's staff):
 * a second run changes nothing. Throws on a value `addStaff` would refuse.
 */
export async function saveStaff(
  db: Kysely<Database>,
  input: StaffInput & { password: string },
  now: Date,
): Promise<number> {
  const checked = await checkInput(db, input);
  if (!("staff" in checked)) throw new Error(`invalid staff account: ${JSON.stringify(checked)}`);
  const { staff, passwordHash, language } = checked;
  return saveStaffRecord(db, { ...staff, language, passwordHash }, now);
}

export function listStaff(db: Kysely<Database>): Promise<StaffAccount[]> {
  return listStaffAccounts(db);
}

export type DisableStaffOutcome =
  | { disabled: StaffAccount; sessionsEnded: number }
  | { alreadyDisabled: StaffAccount }
  | { unknown: true };

/** Disables an account: it logs in no more, and every session it has ends at once. */
export async function disableStaff(
  db: Kysely<Database>,
  email: string,
  now: Date,
): Promise<DisableStaffOutcome> {
  const account = await findStaffByEmail(db, email);
  if (!account) return { unknown: true };
  const sessionsEnded = await disableStaffRecord(db, account.id, now);
  if (sessionsEnded === undefined) return { alreadyDisabled: account };
  return { disabled: account, sessionsEnded };
}

export type ResetTwoStepOutcome =
  | { reset: StaffAccount; hadTwoStep: boolean; sessionsEnded: number }
  | { unknown: true };

/**
 * Removes an account's two-step login (a lost phone): its sessions end, and its next login sets
 * two-step up again, which an admin's must (ADR 047).
 */
export async function resetStaffTwoStep(
  db: Kysely<Database>,
  email: string,
  now: Date,
): Promise<ResetTwoStepOutcome> {
  const account = await findStaffByEmail(db, email);
  if (!account) return { unknown: true };
  const { removed, sessionsEnded } = await removeStaffSecondFactor(db, account.id, now);
  return { reset: account, hadTwoStep: removed, sessionsEnded };
}
