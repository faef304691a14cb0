import { createHmac, timingSafeEqual } from "node:crypto";
import { cachedPageMaxAgeMs } from "#app/http/cached-page-age.ts";

// ADR 037: a property page carries a token signed for that property and the time it was
// made; its view beacon sends it back. A view counts only with a token of this property, valid as long
// as the page cache may serve the page (and two minutes for a slow page to load), so that views cannot
// be reported for pages nobody was served.

export const viewTokenLifetimeMs = cachedPageMaxAgeMs + 2 * 60 * 1000;
// Several servers' clocks: a token made a little "later" than now is still one of ours.
const clockSkewMs = 60 * 1000;

function signatureOf(key: string, propertyId: number, madeAt: number): string {
  return createHmac("sha256", key).update(`page-view:${propertyId}:${madeAt}`).digest("base64url");
}

/** The token of a property's page made at `now` (ms since 1970). */
export function signViewToken(key: string, propertyId: number, now: number): string {
  return `${now}.${signatureOf(key, propertyId, now)}`;
}

/** Whether the token is this property's, signed with our key, and still within its lifetime. */
export function viewTokenValid(key: string, propertyId: number, token: unknown, now: number) {
  if (typeof token !== "string") return false;
  const match = /^(\d{1,15})\.([\w-]{43})$/.exec(token);
  if (!match?.[1] || !match[2]) return false;
  const madeAt = Number(match[1]);
  if (now - madeAt > viewTokenLifetimeMs || madeAt - now > clockSkewMs) return false;
  const expected = Buffer.from(signatureOf(key, propertyId, madeAt));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
