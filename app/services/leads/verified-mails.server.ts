import type { Kysely } from "kysely";
import { confirmLead } from "#app/data/leads/leads.server.ts";
import type { Database } from "#app/data/schema.ts";
import { type LeadMailArgs, mailAddress } from "#app/features/mail/lead-mails.ts";
import { confirmRequestMail, mailPausedMail } from "#app/features/mail/notice-mails.ts";
import type { MailLimits } from "#app/model/config/mail-limits.ts";
import {
  heldUntilVerifiedKinds,
  type NewLead,
  type OutgoingMail,
  typedAddressKinds,
} from "#app/model/leads/lead.ts";
import { pageUrl } from "#app/routing/route-table.ts";
import { newToken, tokenHash } from "#app/services/accounts/link-tokens.server.ts";
import { guardKey } from "#app/services/guard/guard-key.server.ts";
import { gateRecipient } from "./mail-gate.server.ts";

// docs/requirements.md §16 "verified before mail" (ADR 034): a lead is stored and the agency told whatever its
// verdict, but nothing goes to an address the visitor typed until the lead is verified (a solved
// captcha, or the link of one short "confirm your request" mail followed by a click). Every mail to
// a typed address passes the recipient gate (limits, burst pause: mail-gate.server.ts).

const confirmDays = 7;

export interface LeadMailPlan {
  db: Kysely<Database>;
  limits: MailLimits;
  /** The lead's mails as its form drafted them. */
  mails: OutgoingMail[];
  verified: boolean;
  /** The address the visitor typed as theirs: where "confirm your request" goes. */
  email: string;
  /** The common arguments of the lead's mails, and the site's origin for the link. */
  mail: Pick<
    LeadMailArgs,
    "language" | "agencyLanguage" | "agencyEmail" | "brand" | "texts" | "newMessageId"
  >;
  origin: string;
  log: { warn: (message: string, fields?: Record<string, unknown>) => void };
  now: Date;
}

/** The mails to store with the lead, each queued, held or paused, and the lead's confirmation link. */
export async function planLeadMails(
  plan: LeadMailPlan,
): Promise<{ mails: OutgoingMail[]; confirm?: NewLead["confirm"] }> {
  const { db, limits, mail, now } = plan;
  const gate = { db, key: await guardKey(db), limits, now: now.getTime() };
  const from = mailAddress(mail.brand(mail.agencyLanguage).name, mail.agencyEmail);
  const planned: OutgoingMail[] = [];
  let startedPause = false;
  const pass = async (one: OutgoingMail) => {
    const outcome = await gateRecipient(gate, one);
    if (outcome.status === "over-limit") return;
    startedPause ||= outcome.startedPause;
    planned.push(outcome.status === "paused" ? { ...one, status: "paused" } : one);
  };
  const held = (one: OutgoingMail) => !plan.verified && heldUntilVerifiedKinds.includes(one.kind);
  for (const one of plan.mails) {
    if (!typedAddressKinds.includes(one.kind)) planned.push(one);
    else if (held(one)) planned.push({ ...one, status: "held" });
    else await pass(one);
  }
  let confirm: NewLead["confirm"];
  if (plan.mails.some(held)) {
    const token = newToken();
    await pass(
      confirmRequestMail({
        language: mail.language,
        brand: mail.brand(mail.language),
        texts: mail.texts(mail.language),
        from,
        to: plan.email,
        messageId: mail.newMessageId(),
        confirmUrl: `${plan.origin}${pageUrl("leadConfirm", mail.language)}?token=${token}`,
      }),
    );
    confirm = {
      hash: tokenHash(token),
      expiresAt: new Date(now.getTime() + confirmDays * 86_400_000),
    };
  }
  if (startedPause) {
    const burst = limits.newRecipientBurst;
    // Once per pause: the call that started it (mail_pause's one row) tells the agency.
    plan.log.warn("mails to visitors paused", { newRecipients: burst.max, minutes: burst.minutes });
    planned.push(
      mailPausedMail({
        language: mail.agencyLanguage,
        brand: mail.brand(mail.agencyLanguage),
        texts: mail.texts(mail.agencyLanguage),
        from,
        to: mail.agencyEmail,
        messageId: mail.newMessageId(),
        max: burst.max,
        minutes: burst.minutes,
        quietMinutes: burst.quietMinutes,
      }),
    );
  }
  return { mails: planned, confirm };
}

/**
 * The visitor followed their "confirm your request" link and pressed its button: the lead is verified
 * and its held mails queued. False for a used, expired or unknown token.
 */
export async function confirmLeadRequest(
  db: Kysely<Database>,
  token: string,
  now = new Date(),
): Promise<boolean> {
  return (await confirmLead(db, tokenHash(token), now)) !== undefined;
}
