import type { Kysely } from "kysely";
import {
  findOwnerById,
  findOwnerByLogin,
  recordOwnerLogin,
} from "#app/data/owners/owners.server.ts";
import type { Database } from "#app/data/schema.ts";
import { type LoginLimit, loginKey, loginLimits, loginPace } from "#app/domain/login-throttle.ts";
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
  if (!(await paceAttempt(db, loginSubjects(login, address), now, sleep)))
    return { ok: false, reason: "throttled" };
  const owner = await findOwnerByLogin(db, login);
  const matches = await passwordMatches(password, owner?.password_hash);
  if (!owner || !matches) return { ok: false, reason: "wrong" };
  await recordOwnerLogin(db, owner.id, now);
  return { ok: true, ownerId: owner.id, name: owner.display_name, email: owner.email };
}

/**
 * The password asked again of a logged-in owner before a change of their login's security (ADR 031),
 * counted and paced as a login of their account.
 */
export async function confirmPassword(
  db: Kysely<Database>,
  {
    ownerId,
    password,
    address,
    now,
  }: { ownerId: number; password: string; address: string; now: Date },
  sleep: (ms: number) => Promise<void> = wait,
): Promise<"ok" | "wrong" | "throttled"> {
  const owner = await findOwnerById(db, ownerId);
  if (!owner) return "wrong";
  if (!(await paceAttempt(db, loginSubjects(owner.email, address), now, sleep))) return "throttled";
  return (await passwordMatches(password, owner.password_hash)) ? "ok" : "wrong";
}

const loginSubjects = (login: string, address: string) =>
  loginLimits.map((limit) => ({
    limit,
    subject: `login:${limit.per}:${limit.per === "account" ? loginKey(login) : address}`,
  }));

/**
 * Counts an attempt under each limit, then waits as long as they say: false when one refuses it
 * (app/domain/login-throttle.ts).
 */
export async function paceAttempt(
  db: Kysely<Database>,
  subjects: readonly { limit: LoginLimit; subject: string }[],
  now: Date,
  sleep: (ms: number) => Promise<void> = wait,
): Promise<boolean> {
  const counts = await countHits(
    db,
    await guardKey(db),
    subjects.map(({ limit, subject }) => ({ windowMs: limit.windowMs, subject })),
    now.getTime(),
  );
  const pace = loginPace(subjects.map(({ limit }, i) => ({ limit, hits: counts[i] ?? 0 })));
  if (pace.blocked) return false;
  if (pace.delayMs > 0) await sleep(pace.delayMs);
  return true;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
