import { createHmac } from "node:crypto";
import type { Kysely } from "kysely";
import {
  countHit,
  forgetEndedWindows,
  type RateWindow,
  readHits,
} from "#app/data/guard/rate-limits.server.ts";
import type { Database } from "#app/data/schema.ts";

/** How many posts one client address may make in a fixed window (README "Spam and abuse protection"). */
export interface RateLimit {
  /** `form`: this form only; `site`: every lead form together. */
  scope: "form" | "site";
  windowMs: number;
  max: number;
}

// A visitor may correct a refused form a few times, a family behind one address may send several
// requests; a script posting every few seconds is stopped within minutes.
export const rateLimits: readonly RateLimit[] = [
  { scope: "form", windowMs: 10 * 60 * 1000, max: 5 },
  { scope: "site", windowMs: 60 * 60 * 1000, max: 20 },
];

export interface RateCheck {
  key: string;
  form: string;
  address: string;
  now: number;
}

/**
 * Counts this post against every limit and says whether the address is still under all of them. The
 * counts live in the database (shared by every server); the address is kept only as a keyed hash.
 */
export async function withinRateLimits(
  db: Kysely<Database>,
  { key, form, address, now }: RateCheck,
  limits: readonly RateLimit[] = rateLimits,
): Promise<boolean> {
  const hits = await countHits(
    db,
    key,
    limits.map((limit) => ({
      windowMs: limit.windowMs,
      subject: `${limit.scope === "form" ? `form:${form}` : "site"}:${address}`,
    })),
    now,
  );
  return limits.every((limit, i) => (hits[i] ?? 0) <= limit.max);
}

/** What one fixed window counts: its length, and who or what (kept only as a keyed hash). */
export interface CountedWindow {
  windowMs: number;
  subject: string;
}

/**
 * Counts one hit in the current window of each and answers each window's hits so far, this one
 * included: the rate limits above, and the owner login's throttle (services/auth/owner-login.server.ts).
 */
export async function countHits(
  db: Kysely<Database>,
  key: string,
  windows: readonly CountedWindow[],
  now: number,
): Promise<number[]> {
  const hits = await Promise.all(
    windows.map((window) => countHit(db, rateWindow(key, window, now))),
  );
  // A window's first hit clears the ended ones: the table stays as small as the traffic of one window.
  if (hits.some((count) => count === 1)) await forgetEndedWindows(db, now);
  return hits;
}

/** Each window's hits so far, counting nothing: whether a next hit would still be allowed. */
export async function peekHits(
  db: Kysely<Database>,
  key: string,
  windows: readonly CountedWindow[],
  now: number,
): Promise<number[]> {
  return Promise.all(windows.map((window) => readHits(db, rateWindow(key, window, now))));
}

/** The row of a subject's current window; the subject is kept only as a keyed hash. */
function rateWindow(key: string, { windowMs, subject }: CountedWindow, now: number): RateWindow {
  const windowStart = now - (now % windowMs);
  return {
    bucket: createHmac("sha256", key).update(`rate:${windowMs}:${subject}`).digest("hex"),
    windowStart,
    expiresAt: windowStart + windowMs,
  };
}
