import { createHmac, timingSafeEqual } from "node:crypto";

// The lead webhook's signature (ADR 064): HMAC-SHA256 with LEAD_WEBHOOK_SECRET over `${timestamp}.${body}`,
// the timestamp being X-Timestamp (unix seconds). Signing the timestamp with the body lets a receiver
// refuse a replay: a valid signature with a timestamp older than 5 minutes is an old request sent again.

/** How old a request a receiver should still take. */
export const replayWindowSeconds = 300;

/** The X-Signature header's value for this body sent at `timestamp`. */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
}

/**
 * What a receiver checks (tests/support/webhook-receiver.ts does it; docs/operations.md shows it): the
 * signature matches and the timestamp is within the replay window of its clock.
 */
export function verifyWebhook(
  secret: string,
  request: { signature: string | undefined; timestamp: string | undefined; body: string },
  nowSeconds: number,
): "ok" | "bad-signature" | "replayed" {
  const timestamp = Number(request.timestamp);
  if (!Number.isInteger(timestamp)) return "bad-signature";
  const expected = Buffer.from(webhookSignature(secret, timestamp, request.body));
  const given = Buffer.from(request.signature ?? "");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return "bad-signature";
  return Math.abs(nowSeconds - timestamp) > replayWindowSeconds ? "replayed" : "ok";
}
