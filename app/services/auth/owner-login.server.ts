import type { Kysely } from "kysely";
import {
  findOwnerById,
  findOwnerByLogin,
  recordOwnerLogin,
} from "#app/data/owners/owners.server.ts";
import type { Database } from "#app/data/schema.ts";
import { rateLimitSubject } from "#app/domain/client-address.ts";
import { type LoginLimit, loginKey, loginLimits, loginPace } from "#app/domain/login-throttle.ts";
import { guardKey } from "#app/services/guard/guard-key.server.ts";
import { countHits, peekHits } from "#app/services/guard/rate-limits.server.ts";
import { Semaphore } from "#app/services/semaphore.ts";
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

/** How an attempt waits: its throttle's delay, and its turn at the password check once paced. */
export interface Waits {
  sleep(ms: number): Promise<void>;
  /** Runs what only waits; a request's own outside the count of pages being made (requestContext.idle). */
  idle<T>(work: () => Promise<T>): Promise<T>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const direct: Waits = { sleep: wait, idle: (work) => work() };

/** A request's waits: its delay and its turn at the check, neither counted as a page being made. */
export const requestWaits = (idle: Waits["idle"]): Waits => ({
  sleep: (ms) => idle(() => wait(ms)),
  idle,
});

// The password checks of paced attempts (an account tried before in the window, an address being
// guessed) run one at a time, so that a guessing attack from many addresses queues its own checks
// behind each other instead of taking the cores from a real owner's login (issue 15 bench, ADR 032).
const guessedChecks = new Semaphore(1);

function checkPassword(
  password: string,
  hash: string | undefined,
  pace: "paced" | "free",
  waits: Waits,
): Promise<boolean> {
  const check = () => passwordMatches(password, hash);
  return pace === "paced" ? waits.idle(() => guessedChecks.run(check)) : check();
}

export async function attemptLogin(
  db: Kysely<Database>,
  { login, password, address, now }: LoginAttempt,
  waits: Partial<Waits> = {},
): Promise<LoginOutcome> {
  const how = { ...direct, ...waits };
  const pace = await paceAttempt(db, loginSubjects(login, address), now, how.sleep);
  if (pace === "refused") return { ok: false, reason: "throttled" };
  const owner = await findOwnerByLogin(db, login);
  const matches = await checkPassword(password, owner?.password_hash, pace, how);
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
  waits: Partial<Waits> = {},
): Promise<"ok" | "wrong" | "throttled"> {
  const how = { ...direct, ...waits };
  const owner = await findOwnerById(db, ownerId);
  if (!owner) return "wrong";
  const pace = await paceAttempt(db, loginSubjects(owner.email, address), now, how.sleep);
  if (pace === "refused") return "throttled";
  return (await checkPassword(password, owner.password_hash, pace, how)) ? "ok" : "wrong";
}

/**
 * Whether a login would be refused at once, counting nothing: the server answers such an attempt
 * before any page is made (server/login-gate.ts), so that a guesser's refused attempts cost little.
 * The address is looked at first: a refused one needs no look at the form (`login` reads it).
 */
export async function loginRefusedNow(
  db: Kysely<Database>,
  { login, address, now }: { login: () => Promise<string>; address: string; now: Date },
): Promise<boolean> {
  const key = await guardKey(db);
  const refusedAs = async (per: LoginLimit["per"], who: string) => {
    const limits = loginLimits.filter((limit) => limit.per === per);
    const hits = await peekHits(
      db,
      key,
      limits.map((limit) => ({ windowMs: limit.windowMs, subject: loginSubject(per, who) })),
      now.getTime(),
    );
    return limits.some((limit, i) => (hits[i] ?? 0) >= limit.max);
  };
  return (await refusedAs("address", address)) || refusedAs("account", loginKey(await login()));
}

// An address counts as its rate-limit subject, an IPv6 client's whole /64 (ADR 038).
const loginSubject = (per: LoginLimit["per"], who: string) =>
  `login:${per}:${per === "address" ? rateLimitSubject(who) : who}`;

const loginSubjects = (login: string, address: string) =>
  loginLimits.map((limit) => ({
    limit,
    subject: loginSubject(limit.per, limit.per === "account" ? loginKey(login) : address),
  }));

/**
 * Counts an attempt under each limit, then waits as long as they say: "refused" when one refuses it,
 * "paced" when it had to wait or its account was tried before in the window (it may be being guessed),
 * else "free" (app/domain/login-throttle.ts).
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
  if (pace.delayMs > 0) await sleep(pace.delayMs);
  // An account tried before in this window is being guessed, or mistyped: its check waits its turn.
  const triedBefore = subjects.some(
    ({ limit }, i) => limit.per === "account" && (counts[i] ?? 0) > 1,
  );
  return pace.delayMs > 0 || triedBefore ? "paced" : "free";
}
