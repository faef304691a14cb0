import type { Kysely } from "kysely";
import type { Database } from "#app/data/schema.ts";
import type { MailLimits } from "#app/model/config/mail-limits.ts";
import { guardKey } from "#app/services/guard/guard-key.server.ts";
import { countHits } from "#app/services/guard/rate-limits.server.ts";

// ADR 034: send-to-a-friend mails a stranger's inbox from the agency's address; besides the captcha
// and the link-free text, it is limited per sender, per friend and for the whole site, in sliding
// windows of 24 hours (ADR 033), configured in the site configuration's `mailLimits.friend`.

const day = 24 * 3_600_000;

/** Counts one sending and says whether it is within every limit. */
export async function withinFriendLimits(
  db: Kysely<Database>,
  sending: { sender: string; friend: string },
  limits: MailLimits["friend"],
  now = Date.now(),
): Promise<boolean> {
  const [bySender = 0, byFriend = 0, bySite = 0] = await countHits(
    db,
    await guardKey(db),
    [
      { windowMs: day, subject: `friend-from:${sending.sender.toLowerCase()}` },
      { windowMs: day, subject: `friend-to:${sending.friend.toLowerCase()}` },
      { windowMs: day, subject: "friend-site" },
    ],
    now,
  );
  return (
    bySender <= limits.perSenderPerDay &&
    byFriend <= limits.perRecipientPerDay &&
    bySite <= limits.perDay
  );
}
