import { createHmac } from "node:crypto";
import type { Kysely } from "kysely";
import {
  firstSighting,
  forgetPastSightings,
  recordPageView,
} from "#app/data/owners/page-views.server.ts";
import type { Database } from "#app/data/schema.ts";
import { rateLimitSubject } from "#app/domain/client-address.ts";
import { addressViewLimit, isBot, repeatWindowMs } from "#app/domain/page-views.ts";
import { guardKey } from "#app/services/guard/guard-key.server.ts";
import { countHits } from "#app/services/guard/rate-limits.server.ts";
import { viewTokenValid } from "./view-token.server.ts";

/** A property page's view beacon, from a visitor who allows visit statistics (docs/requirements.md §4). */
export interface ViewBeacon {
  propertyId: number;
  /** The token the page was served with (view-token.server.ts). */
  token: unknown;
  /** The client address (requestContext.clientAddress). */
  address: string;
  userAgent: string | null;
  now: Date;
}

export type ViewOutcome = "counted" | "refused" | "repeat" | "capped" | "gone";

/**
 * Counts a view of a property's page for its owner's figures (docs/requirements.md §15; ADR 037), in this
 * order: the page's own token (missing, forged or expired: nothing), no bot, once per client (address
 * and browser) and property in 30 minutes, then at most `addressViewLimit` counted views per address an
 * hour. Only a keyed hash of the client is kept, and no longer than its 30 minutes.
 */
export async function countPageView(
  db: Kysely<Database>,
  beacon: ViewBeacon,
): Promise<ViewOutcome> {
  const key = await guardKey(db);
  const now = beacon.now.getTime();
  if (!viewTokenValid(key, beacon.propertyId, beacon.token, now) || isBot(beacon.userAgent))
    return "refused";
  const address = rateLimitSubject(beacon.address);
  const visitor = createHmac("sha256", key)
    .update(`page-view:${address}\n${beacon.userAgent}\n${beacon.propertyId}`)
    .digest("hex");
  await forgetPastSightings(db, now);
  if (!(await firstSighting(db, { visitor, expiresAt: now + repeatWindowMs, now })))
    return "repeat";
  const [hits = 0] = await countHits(
    db,
    key,
    [{ windowMs: addressViewLimit.windowMs, subject: `page-views:${address}` }],
    now,
  );
  if (hits > addressViewLimit.max) return "capped";
  return (await recordPageView(db, beacon.propertyId, beacon.now)) ? "counted" : "gone";
}
