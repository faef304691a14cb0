import { createHmac } from "node:crypto";
import type { Kysely } from "kysely";
import {
  countHit,
  forgetEndedWindows,
  hitsSince,
  type RateWindow,
  uncountHit,
} from "#app/data/guard/rate-limits.server.ts";
import type { Database } from "#app/data/schema.ts";
import { rateLimitSubject } from "#app/domain/client-address.ts";

/** How many posts one client address may make in a sliding window (docs/features.md "Spam and abuse protection"). */
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
      subject: `${limit.scope === "form" ? `form:${form}` : "site"}:${rateLimitSubject(address)}`,
    })),
    now,
  );
  return limits.every((limit, i) => (hits[i] ?? 0) <= limit.max);
}

/** What one sliding window counts: its length, and who or what (kept only as a keyed hash). */
export interface CountedWindow {
  windowMs: number;
  subject: string;
}

// Sliding windows (ADR 033): a subject's hits are kept per slot, a tenth of its window, and a count
// is the sum of the slots that reach into the last `windowMs`. A burst straddling the end of a fixed
// window would be split in two halves that each pass; here it is counted whole. A count may include
// hits up to one slot older than the window, never fewer than those within it.
const slotsPerWindow = 10;

/**
 * Counts one hit for each and answers each one's hits within its last `windowMs`, this one included:
 * the rate limits above, and every account's login throttle (services/accounts/login-throttle.server.ts).
 */
export async function countHits(
  db: Kysely<Database>,
  key: string,
  windows: readonly CountedWindow[],
  now: number,
): Promise<number[]> {
  const counted = await Promise.all(
    windows.map(async (window) => {
      const { slot, since } = slidingWindow(key, window, now);
      const slotHits = await countHit(db, slot);
      return { slotHits, hits: await hitsSince(db, slot.bucket, since) };
    }),
  );
  // A slot's first hit clears the ended ones: the table stays as small as the traffic of one window.
  if (counted.some(({ slotHits }) => slotHits === 1)) await forgetEndedWindows(db, now);
  return counted.map(({ hits }) => hits);
}

/**
 * Takes back the hits countHits counted at `now` (ADR 035: a login that succeeded counts nothing). The
 * hit was counted when the attempt started, so that guesses sent in parallel are all counted.
 */
export async function uncountHits(
  db: Kysely<Database>,
  key: string,
  windows: readonly CountedWindow[],
  now: number,
): Promise<void> {
  await Promise.all(windows.map((window) => uncountHit(db, slidingWindow(key, window, now).slot)));
}

/** Each one's hits within its last `windowMs`, counting nothing: whether a next hit would pass. */
export async function peekHits(
  db: Kysely<Database>,
  key: string,
  windows: readonly CountedWindow[],
  now: number,
): Promise<number[]> {
  return Promise.all(
    windows.map((window) => {
      const { slot, since } = slidingWindow(key, window, now);
      return hitsSince(db, slot.bucket, since);
    }),
  );
}

/**
 * A subject's bucket (a keyed hash, never the subject itself), the slot `now` falls in, and the start
 * after which a slot still reaches into the last `windowMs`. A slot's row goes once it no longer does.
 */
function slidingWindow(key: string, { windowMs, subject }: CountedWindow, now: number) {
  const bucket = createHmac("sha256", key).update(`rate:${windowMs}:${subject}`).digest("hex");
  const slotMs = Math.ceil(windowMs / slotsPerWindow);
  const windowStart = now - (now % slotMs);
  const slot: RateWindow = { bucket, windowStart, expiresAt: windowStart + slotMs + windowMs };
  return { slot, since: now - windowMs - slotMs };
}
