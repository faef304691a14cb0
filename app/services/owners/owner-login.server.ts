import type { Kysely } from "kysely";
import {
  findOwnerById,
  findOwnerByLogin,
  recordOwnerLogin,
} from "#app/data/owners/owners.server.ts";
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
import { takeCaptcha } from "#app/services/guard/screen-submission.server.ts";
import { Semaphore } from "#app/services/semaphore.ts";
import { knownDevice as isKnownDevice } from "./known-device.server.ts";
import { countWaveFailure, loginWaveOn } from "#app/services/accounts/login-wave.server.ts";
import { passwordMatches } from "#app/services/accounts/passwords.server.ts";

// An owner's login (docs/requirements.md §6, §8; docs/features.md "Owner portal"). A wrong pair gets one answer, whether the
// account exists or not, after the same work: an unknown login is checked against a dummy hash, and
// counted under its typed login as an account is under its own (ADR 035).

export type LoginOutcome =
  /**
   * `wave`: a wave of failed logins is on (ADR 035); `knownDevice`: the account logged in from this
   * device before. During a wave, an unknown device needs a mailed code.
   */
  | {
      ok: true;
      ownerId: number;
      name: string;
      email: string;
      wave: boolean;
      knownDevice: boolean;
    }
  /** `captcha`: during a wave, a login without a solved captcha is not checked (ADR 035). */
  | { ok: false; reason: "wrong" | "throttled" | "captcha" };

export interface LoginAttempt {
  login: string;
  password: string;
  /** The captcha field (FormGuard), asked for during a wave only. */
  captcha?: string | undefined;
  /** The browser's device value (services/owners/known-device.server.ts), if it has one. */
  device?: string | undefined;
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
// behind each other instead of taking the cores from a real owner's login (ADR 032).
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
  { login, password, captcha, device, address, now }: LoginAttempt,
  waits: Partial<Waits> = {},
): Promise<LoginOutcome> {
  const how = { ...direct, ...waits };
  const owner = await findOwnerByLogin(db, login);
  const paced = await paceAttempt(db, loginSubjects(login, owner?.id, address), now, how.sleep);
  if (paced.pace === "refused") return { ok: false, reason: "throttled" };
  const failed = async (reason: "wrong" | "captcha") => {
    await countWaveFailure(db, paced.hits[addressLimit] ?? 0, now);
    return { ok: false, reason } as const;
  };
  // ADR 035: during a wave, no password is checked without a solved captcha (a bot pays for each).
  const wave = await loginWaveOn(db, now);
  if (
    wave &&
    (await takeCaptcha(db, await guardKey(db), captcha ?? null, now.getTime())) !== "valid"
  )
    return failed("captcha");
  // During a wave, the checks of devices the account does not know (every stuffed pair) wait their
  // turn in one queue: a known device's login keeps the cores (ADR 035).
  // (An unknown login is looked up as well, as account 0: the same work for both.)
  const knownDevice =
    wave && (await isKnownDevice(db, owner?.id ?? 0, device)) && owner !== undefined;
  const pace = wave && !knownDevice ? "paced" : paced.pace;
  const matches = await checkPassword(password, owner?.password_hash, pace, how);
  if (!owner || !matches) return failed("wrong");
  await paced.forgive();
  await recordOwnerLogin(db, owner.id, now);
  return {
    ok: true,
    ownerId: owner.id,
    name: owner.display_name,
    email: owner.email,
    wave,
    knownDevice,
  };
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
  const paced = await paceAttempt(
    db,
    loginSubjects(owner.email, owner.id, address),
    now,
    how.sleep,
  );
  if (paced.pace === "refused") return "throttled";
  if (!(await checkPassword(password, owner.password_hash, paced.pace, how))) return "wrong";
  await paced.forgive();
  return "ok";
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
  if (await refusedAs("address", address)) return true;
  const typed = await login();
  return refusedAs("account", accountSubject(typed, (await findOwnerByLogin(db, typed))?.id));
}

// An address counts as its rate-limit subject, an IPv6 client's whole /64 (ADR 038).
const loginSubject = (per: LoginLimit["per"], who: string) =>
  `login:${per}:${per === "address" ? rateLimitSubject(who) : who}`;

/** The index of the address limit in loginSubjects' answer. */
const addressLimit = loginLimits.findIndex((limit) => limit.per === "address");

const loginSubjects = (login: string, ownerId: number | undefined, address: string) =>
  loginLimits.map((limit) => ({
    limit,
    subject: loginSubject(
      limit.per,
      limit.per === "account" ? accountSubject(login, ownerId) : address,
    ),
  }));

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
