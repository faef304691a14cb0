import type { Kysely } from "kysely";
import { findOwnerByLogin, recordOwnerLogin } from "#app/data/owners/owners.server.ts";
import type { Database } from "#app/data/schema.ts";
import { loginKey, loginLimits, loginPace } from "#app/domain/login-throttle.ts";
import { guardKey } from "#app/services/guard/guard-key.server.ts";
import { countHits } from "#app/services/guard/rate-limits.server.ts";
import { passwordMatches } from "./passwords.server.ts";

// An owner's login (spec §6, §8; README "Owner portal"). A wrong pair gets one answer, whether the
// account exists or not, after the same work: an unknown login is checked against a dummy hash.

export type LoginOutcome =
  | { ok: true; ownerId: number; name: string; email: string }
  | { ok: false; reason: "wrong" | "throttled" };

export interface LoginAttempt {
  login: string;
  password: string;
  /** The client address (requestContext.clientAddress). */
  address: string;
  now: Date;
}

export async function attemptLogin(
  db: Kysely<Database>,
  { login, password, address, now }: LoginAttempt,
  sleep: (ms: number) => Promise<void> = wait,
): Promise<LoginOutcome> {
  const counts = await countHits(
    db,
    await guardKey(db),
    loginLimits.map((limit) => ({
      windowMs: limit.windowMs,
      subject: `login:${limit.per}:${limit.per === "account" ? loginKey(login) : address}`,
    })),
    now.getTime(),
  );
  const pace = loginPace(loginLimits.map((limit, i) => ({ limit, hits: counts[i] ?? 0 })));
  if (pace.blocked) return { ok: false, reason: "throttled" };
  if (pace.delayMs > 0) await sleep(pace.delayMs);
  const owner = await findOwnerByLogin(db, login);
  const matches = await passwordMatches(password, owner?.password_hash);
  if (!owner || !matches) return { ok: false, reason: "wrong" };
  await recordOwnerLogin(db, owner.id, now);
  return { ok: true, ownerId: owner.id, name: owner.display_name, email: owner.email };
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
