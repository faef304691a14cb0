import { createHmac } from "node:crypto";
import type { Kysely } from "kysely";
import {
  extendPause,
  newRecipientsSince,
  pauseAt,
  rememberRecipient,
} from "#app/data/leads/mail-pause.server.ts";
import type { Database } from "#app/data/schema.ts";
import type { MailLimits } from "#app/model/config/mail-limits.ts";
import type { OutgoingMail } from "#app/model/leads/lead.ts";
import { countHits } from "#app/services/guard/rate-limits.server.ts";

// docs/requirements.md §16 "a burst of mails to new recipients pauses outgoing visitor mails" (ADR 034): every mail
// to an address a visitor typed passes here before it is queued.

const day = 24 * 3_600_000;
const minute = 60_000;

export interface GateSetting {
  db: Kysely<Database>;
  /** The guard's HMAC key: addresses are counted and remembered as keyed hashes only. */
  key: string;
  limits: MailLimits;
  now: number;
}

export type GateOutcome =
  /** Queued as usual, or paused (queued while a pause lasts, ADR 034). */
  | { status: "queued" | "paused"; startedPause: boolean }
  /** Over its recipient's limit: not queued at all (the lead and the agency's mail are kept). */
  | { status: "over-limit" };

/**
 * Counts the mail against its recipient's limit (a sliding window of 24 hours, ADR 033), remembers a
 * recipient the site never mailed before, and pauses mails to visitors when more than the configured
 * number of new recipients came within the burst window. A pause lasts until `quietMinutes` pass
 * without a new recipient; mails queued meanwhile are `paused` until an operator releases them.
 */
export async function gateRecipient(
  { db, key, limits, now }: GateSetting,
  mail: OutgoingMail,
): Promise<GateOutcome> {
  const address = addressOf(mail.to);
  const [sent = 0] = await countHits(
    db,
    key,
    [{ windowMs: day, subject: `mail-to:${address}` }],
    now,
  );
  if (sent > limits.perRecipientPerDay) return { status: "over-limit" };
  const burst = limits.newRecipientBurst;
  const isNew = await rememberRecipient(db, recipientHash(key, address), now);
  const pause = await pauseAt(db, now);
  if (!isNew) return { status: pause ? "paused" : "queued", startedPause: false };
  const quietUntil = now + burst.quietMinutes * minute;
  if (pause) {
    await extendPause(db, now, quietUntil);
    return { status: "paused", startedPause: false };
  }
  const fresh = await newRecipientsSince(db, now - burst.minutes * minute);
  if (fresh <= burst.max) return { status: "queued", startedPause: false };
  return { status: "paused", startedPause: await extendPause(db, now, quietUntil) };
}

/** How `mail_recipient` keeps an address (lower case): a keyed hash, never the address itself. */
export function recipientHash(key: string, address: string): string {
  return createHmac("sha256", key).update(`recipient:${address}`).digest("hex");
}

/** The address of a `"Name" <address>` header, or the header itself, in lower case. */
export function addressOf(to: string): string {
  return (/<([^<>]+)>\s*$/.exec(to)?.[1] ?? to).trim().toLowerCase();
}
