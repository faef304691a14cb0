// Login guessing (docs/features.md "Owner portal", ADR 026, ADR 033, ADR 035): every failed attempt counts
// against the account asked for and against the client address, in sliding windows (an attempt is
// counted when it starts, so that parallel guesses are bounded, and taken back when it succeeds). The
// first few attempts of a window are answered at once; then each waits longer; past the maximum the
// login is refused until the attempts of the last window fall back under it, so the real owner is
// locked out for about one window.

export interface LoginLimit {
  /** What is counted: the account (accountSubject) or the client address. */
  per: "account" | "address";
  windowMs: number;
  /** Attempts answered without delay. */
  free: number;
  /** Attempts allowed in a window; past it the login is refused. */
  max: number;
}

const perAccount: LoginLimit = { per: "account", windowMs: 15 * 60 * 1000, free: 3, max: 10 };

export const loginLimits: readonly LoginLimit[] = [
  perAccount,
  { per: "address", windowMs: 15 * 60 * 1000, free: 5, max: 30 },
];

/**
 * The second factor's codes (ADR 031), counted per owner whose password was right: as their account's
 * logins. Three app codes are valid at a time, so ten guesses in 15 minutes find one with a chance of
 * 3 in 100,000.
 */
export const secondFactorLimit: LoginLimit = perAccount;

/** The longest wait before an answer. */
export const maxLoginDelayMs = 4000;

export type LoginPace = { blocked: true } | { blocked: false; delayMs: number };

/**
 * The pace for an attempt, given how many attempts (this one included) each limit has counted: blocked
 * past any maximum, else a delay doubling from 250 ms with every attempt past the free ones.
 */
export function loginPace(counts: readonly { limit: LoginLimit; hits: number }[]): LoginPace {
  if (counts.some(({ limit, hits }) => hits > limit.max)) return { blocked: true };
  const over = Math.max(0, ...counts.map(({ limit, hits }) => hits - limit.free));
  const delayMs = over === 0 ? 0 : Math.min(maxLoginDelayMs, 250 * 2 ** (over - 1));
  return { blocked: false, delayMs };
}

/** The account key of a typed login: e-mail addresses and usernames are matched without case. */
export function loginKey(login: string): string {
  return login.trim().toLowerCase();
}

/**
 * Who an account limit counts (ADR 035): the account itself when the login names one, so that its
 * e-mail address and its username share one count; else the typed login, normalised. Each kind of
 * account counts apart (ADR 048): owner 7 and staff member 7 are two subjects.
 */
export function accountSubject(
  login: string,
  accountId: number | undefined,
  kind: "owner" | "staff" = "owner",
): string {
  return accountId === undefined ? `login:${loginKey(login)}` : `${kind}:${accountId}`;
}

/**
 * A wave of credential stuffing (ADR 035): failed logins across all addresses. Each address
 * counts toward it with its first few failures only (its own throttle deals with the rest), so a
 * wave needs many addresses; it lasts while the last window holds `failures` or more.
 */
export interface LoginWave {
  failures: number;
  windowMs: number;
}

/** Defaults: a site's owners mistype a few times an hour; 20 failures in 10 minutes is an attack. */
export const defaultLoginWave: LoginWave = { failures: 20, windowMs: 10 * 60 * 1000 };

/** Failures of one address in a window that count toward the wave: its free attempts. */
export const waveFailuresPerAddress = 5;
