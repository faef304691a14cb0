import { createHmac } from "node:crypto";
import type { Kysely } from "kysely";
import { countHit, forgetEndedWindows } from "#app/data/guard/rate-limits.server.ts";
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
  const counts = await Promise.all(
    limits.map(async (limit) => {
      const windowStart = now - (now % limit.windowMs);
      const hits = await countHit(db, {
        bucket: bucketOf(key, limit, form, address),
        windowStart,
        expiresAt: windowStart + limit.windowMs,
      });
      return { limit, hits };
    }),
  );
  // A window's first hit clears the ended ones: the table stays as small as the traffic of one window.
  if (counts.some(({ hits }) => hits === 1)) await forgetEndedWindows(db, now);
  return counts.every(({ limit, hits }) => hits <= limit.max);
}

function bucketOf(key: string, limit: RateLimit, form: string, address: string): string {
  const counted = limit.scope === "form" ? `form:${form}` : "site";
  return createHmac("sha256", key)
    .update(`rate:${limit.windowMs}:${counted}:${address}`)
    .digest("hex");
}
