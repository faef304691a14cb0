import { createHmac } from "node:crypto";
import type { LocationOffset } from "./public-location.ts";

// ADR 012: the direction and distance a hidden address's point is moved by come from an HMAC of the
// listing's key with the site's secret, so they are the same on every request (nothing to average
// away) and cannot be worked out from anything the site publishes (the id is public, the secret not).
// Pure, but on node:crypto: only the repositories use it, never a browser file.

/** The offset of the listing `key` (public-location.ts propertyLocationKey, projectLocationKey). */
export function locationOffset(secret: string, key: string): LocationOffset {
  const digest = createHmac("sha256", secret).update(key).digest();
  return { bearing: digest.readUInt32BE(0) / 2 ** 32, distance: digest.readUInt32BE(4) / 2 ** 32 };
}
