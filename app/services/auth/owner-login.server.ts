import type { Kysely } from "kysely";
import {
  findOwnerById,
  findOwnerByLogin,
  recordOwnerLogin,
} from "#app/data/owners/owners.server.ts";
import type { Database } from "#app/data/schema.ts";
import { type LoginLimit, loginKey, loginLimits, loginPace } from "#app/domain/login-throttle.ts";
import { guardKey } from "#app/services/guard/guard-key.server.ts";
import { countHits, peekHits } from "#app/services/guard/rate-limits.server.ts";
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
  const pace = await paceAttempt(db, loginSubjects(login, address), now, sleep);
  if (pace === "refused") return { ok: false, reason: "throttled" };
  const owner = await findOwnerByLogin(db, login);
  const matches = await passwordMatches(password, owner?.password_hash, pace === "paced");
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
  const pace = await paceAttempt(db, loginSubjects(owner.email, address), now, sleep);
  if (pace === "refused") return "throttled";
  return (await passwordMatches(password, owner.password_hash, pace === "paced")) ? "ok" : "wrong";
}

/**
 * Whether a login would be refused at once, counting nothing: the server answers such an attempt
 * before any page is made (server/login-gate.ts), so that a guesser's refused attempts cost little.
 */
export async function loginRefusedNow(
  db: Kysely<Database>,
  { login, address, now }: { login: string; address: string; now: Date },
): Promise<boolean> {
  const subjects = loginSubjects(login, address);
  const hits = await peekHits(
    db,
    await guardKey(db),
    subjects.map(({ limit, subject }) => ({ windowMs: limit.windowMs, subject })),
    now.getTime(),
  );
  return subjects.some(({ limit }, i) => (hits[i] ?? 0) >= limit.max);
}

const loginSubjects = (login: string, address: string) =>
  loginLimits.map((limit) => ({
    limit,
    subject: `login:${limit.per}:${limit.per === "account" ? loginKey(login) : address}`,
  }));

/**
 * Counts an attempt under each limit, then waits as long as they say: "refused" when one refuses it,
 * "paced" when it had to wait (its account or address is being guessed), else "free"
 * (app/domain/login-throttle.ts).
 */
export async function paceAttempt(
  db: Kysely<Database>,
  subjects: readonly { limit: LoginLimit; subject: string }[],
  now: Date,
  sleep: (ms: number) => Promise<void> = wait,
): Promise<"refused" | "paced" | "free"> {
  const counts = await countHits(
    db,
    await guardKey(db),
    subjects.map(({ limit, subject }) => ({ windowMs: limit.windowMs, subject })),
    now.getTime(),
  );
  const pace = loginPace(subjects.map(({ limit }, i) => ({ limit, hits: counts[i] ?? 0 })));
  if (pace.blocked) return "refused";
  if (pace.delayMs === 0) return "free";
  await sleep(pace.delayMs);
  return "paced";
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
