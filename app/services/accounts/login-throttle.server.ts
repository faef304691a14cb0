import type { Kysely } from "kysely";
import type { AccountKind } from "#app/data/auth/schema.ts";
import type { Database } from "#app/data/schema.ts";
import { rateLimitSubject } from "#app/domain/client-address.ts";
import {
  accountSubject,
  type LoginLimit,
  loginLimits,
  loginPace,
} from "#app/domain/login-throttle.ts";
import { guardKey } from "#app/services/guard/guard-key.server.ts";
import { countHits, peekHits, uncountHits } from "#app/services/guard/rate-limits.server.ts";
import { Semaphore } from "#app/services/semaphore.ts";
import { passwordMatches } from "./passwords.server.ts";

// The login throttle of every kind of account (ADR 032, 033, 035; ADR 048): attempts counted per
// account and per client address in the database's sliding windows, paced, refused past the maximum,
// and the password checks of paced attempts queued one at a time. The kind only names the account's
// subject, so an owner and a staff member with the same id never share a count.

/** How an attempt waits: its throttle's delay, and its turn at the password check once paced. */
export interface Waits {
  sleep(ms: number): Promise<void>;
  /** Runs what only waits; a request's own outside the count of pages being made (requestContext.idle). */
  idle<T>(work: () => Promise<T>): Promise<T>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Waits of a caller outside a request (tests, benchmarks): a plain delay, the work at once. */
export const directWaits: Waits = { sleep: wait, idle: (work) => work() };

/** A request's waits: its delay and its turn at the check, neither counted as a page being made. */
export const requestWaits = (idle: Waits["idle"]): Waits => ({
  sleep: (ms) => idle(() => wait(ms)),
  idle,
});

// The password checks of paced attempts (an account tried before in the window, an address being
// guessed) run one at a time, so that a guessing attack from many addresses queues its own checks
// behind each other instead of taking the cores from a real login (ADR 032). One queue for every
// kind of account: they share the cores.
const guessedChecks = new Semaphore(1);

/** Whether the password matches the hash (a dummy one when none), queued when the attempt is paced. */
export function checkPassword(
  password: string,
  hash: string | undefined,
  pace: "paced" | "free",
  waits: Waits,
): Promise<boolean> {
  const check = () => passwordMatches(password, hash);
  return pace === "paced" ? waits.idle(() => guessedChecks.run(check)) : check();
}

// An address counts as its rate-limit subject, an IPv6 client's whole /64 (ADR 038).
const loginSubject = (per: LoginLimit["per"], who: string) =>
  `login:${per}:${per === "address" ? rateLimitSubject(who) : who}`;

/** The index of the address limit in loginSubjects' answer. */
export const addressLimit = loginLimits.findIndex((limit) => limit.per === "address");

/** Who a login counts against: the account it names (else the typed login) and the address. */
export const loginSubjects = (
  kind: AccountKind,
  login: string,
  accountId: number | undefined,
  address: string,
) =>
  loginLimits.map((limit) => ({
    limit,
    subject: loginSubject(
      limit.per,
      limit.per === "account" ? accountSubject(login, accountId, kind) : address,
    ),
  }));

/**
 * Whether a login would be refused at once, counting nothing: the server answers such an attempt
 * before any page is made (server/login-gate.ts), so that a guesser's refused attempts cost little.
 * The address is looked at first: a refused one needs no look at the form (`login` reads it, and
 * `findAccount` the account it names).
 */
export async function loginRefusedNow(
  db: Kysely<Database>,
  {
    kind,
    login,
    findAccount,
    address,
    now,
  }: {
    kind: AccountKind;
    login: () => Promise<string>;
    findAccount: (login: string) => Promise<number | undefined>;
    address: string;
    now: Date;
  },
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
  if (await refusedAs("address", address)) return true;
  const typed = await login();
  return refusedAs("account", accountSubject(typed, await findAccount(typed), kind));
}

/** An attempt counted under its limits: its pace, each limit's hits, and how to take it back. */
export interface PacedAttempt {
  /**
   * "refused" when a limit refuses it, "paced" when it had to wait or its account was tried before in
   * the window (it may be being guessed), else "free" (app/domain/login-throttle.ts).
   */
  pace: "refused" | "paced" | "free";
  hits: number[];
  /** ADR 035: a login that succeeded counts nothing; its hits are taken back. */
  forgive(): Promise<void>;
}

/**
 * Counts an attempt under each limit when it starts (so that attempts sent in parallel are all
 * counted), then waits as long as they say.
 */
export async function paceAttempt(
  db: Kysely<Database>,
  subjects: readonly { limit: LoginLimit; subject: string }[],
  now: Date,
  sleep: (ms: number) => Promise<void> = wait,
): Promise<PacedAttempt> {
  const key = await guardKey(db);
  const windows = subjects.map(({ limit, subject }) => ({ windowMs: limit.windowMs, subject }));
  const hits = await countHits(db, key, windows, now.getTime());
  const forgive = () => uncountHits(db, key, windows, now.getTime());
  const pace = loginPace(subjects.map(({ limit }, i) => ({ limit, hits: hits[i] ?? 0 })));
  if (pace.blocked) return { pace: "refused", hits, forgive };
  if (pace.delayMs > 0) await sleep(pace.delayMs);
  // An account tried before in this window is being guessed, or mistyped: its check waits its turn.
  const triedBefore = subjects.some(
    ({ limit }, i) => limit.per === "account" && (hits[i] ?? 0) > 1,
  );
  return { pace: pace.delayMs > 0 || triedBefore ? "paced" : "free", hits, forgive };
}
