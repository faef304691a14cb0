import { createHmac, randomInt } from "node:crypto";
import type { Kysely } from "kysely";
import { saveLoginCode, spendLoginCode } from "#app/data/owners/login-codes.server.ts";
import type { Database } from "#app/data/schema.ts";
import { guardKey } from "#app/services/guard/guard-key.server.ts";

// The code mailed to an owner whose right password came from an unknown device during a wave
// (ADR 035): 6 digits, 10 minutes, single use, 5 wrong tries at most (and paced as the
// second factor's codes are, services/owners/second-factor.server.ts). Only its keyed hash is kept.

export const loginCodeLifetimeMs = 10 * 60 * 1000;
const maxWrongTries = 5;

async function codeHash(db: Kysely<Database>, ownerId: number, code: string) {
  return createHmac("sha256", await guardKey(db))
    .update(`login-code:${ownerId}:${code}`)
    .digest("hex");
}

/**
 * A new code for the owner, to mail; none while the code mailed before is still usable (the owner
 * logging in again within its 10 minutes uses that one: no second mail).
 */
export async function issueLoginCode(
  db: Kysely<Database>,
  ownerId: number,
  now: Date,
): Promise<string | undefined> {
  const code = randomInt(0, 1_000_000).toString().padStart(6, "0");
  const saved = await saveLoginCode(db, {
    ownerId,
    codeHash: await codeHash(db, ownerId, code),
    expiresAt: new Date(now.getTime() + loginCodeLifetimeMs),
    now,
  });
  return saved ? code : undefined;
}

/** Checks and spends the owner's mailed code; a wrong one counts a try. */
export async function checkLoginCode(
  db: Kysely<Database>,
  { ownerId, code, now }: { ownerId: number; code: string; now: Date },
): Promise<boolean> {
  const typed = code.replace(/\s/g, "");
  if (!/^\d{6}$/.test(typed)) return false;
  return spendLoginCode(db, {
    ownerId,
    codeHash: await codeHash(db, ownerId, typed),
    now,
    maxWrongTries,
  });
}
