import type { Kysely } from "kysely";
import {
  findTokenAccount,
  saveStaffToken,
  setPasswordWithToken,
} from "#app/data/admin/password-tokens.server.ts";
import type { Database } from "#app/data/schema.ts";
import { type PasswordProblem, passwordProblem } from "#app/domain/password-rules.ts";
import { newToken, tokenHash } from "#app/services/accounts/link-tokens.server.ts";
import { hashPassword } from "#app/services/accounts/passwords.server.ts";

// docs/requirements.md §17, ADR 047: a staff member chooses their password through a one-time link,
// valid 24 hours; only the SHA-256 of its token is kept. The desk serves the link's page
// (/admin/password/) in a later slice; `npm run staff -- add` prints the link meanwhile.

const linkLifetimeMs = 24 * 60 * 60 * 1000;
export const setPasswordPath = "/admin/password/";

export interface SetPasswordLink {
  url: string;
  expiresAt: Date;
}

/** A new link for the account, beside any earlier one still unused. */
export async function issueSetPasswordLink(
  db: Kysely<Database>,
  { staffId, origin, now }: { staffId: number; origin: string; now: Date },
): Promise<SetPasswordLink> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + linkLifetimeMs);
  await saveStaffToken(db, { tokenHash: tokenHash(token), staffId, expiresAt, now });
  return { url: `${origin}${setPasswordPath}?token=${token}`, expiresAt };
}

export type SetPasswordOutcome =
  | { saved: true }
  /** The link is unknown, used, out of date, or its account disabled. */
  | { invalid: true }
  /** The owners' password rules (docs/requirements.md §15). */
  | { problem: PasswordProblem };

/** Sets the password a link allows; a refused password leaves the link usable. */
export async function setStaffPassword(
  db: Kysely<Database>,
  { token, password }: { token: string; password: string },
  now: Date,
): Promise<SetPasswordOutcome> {
  const hash = tokenHash(token);
  const account = await findTokenAccount(db, hash, now);
  if (!account) return { invalid: true };
  const problem = passwordProblem(password, account);
  if (problem) return { problem };
  const saved = await setPasswordWithToken(db, {
    tokenHash: hash,
    staffId: Number(account.id),
    passwordHash: await hashPassword(password),
    now,
  });
  return saved ? { saved: true } : { invalid: true };
}
