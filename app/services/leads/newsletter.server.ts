import type { Transaction } from "kysely";
import { findSubscriber, saveSignup } from "#app/data/leads/newsletter.server.ts";
import type { Database } from "#app/data/schema.ts";
import { mailAddress } from "#app/features/mail/lead-mails.ts";
import { renderMail } from "#app/features/mail/render-mail.ts";
import type { OutgoingMail } from "#app/model/leads/lead.ts";
import { pageUrl } from "#app/routing/route-table.ts";
import { newToken, tokenHash } from "#app/services/accounts/link-tokens.server.ts";
import type { LeadSetting } from "./submit-lead.server.ts";

// docs/requirements.md §14: the newsletter with double opt-in (ADR 027). A sign-up (the footer's form, or the
// newsletter option of any lead form) makes the address pending and mails a confirmation link, valid
// 7 days, with an unsubscribe link; nothing else is sent before it is followed. An address already
// confirmed gets nothing new, and the visitor sees the same page: a form reveals no subscriber.

const confirmationDays = 7;

/** What a sign-up adds to a lead: its confirmation mail and the address's row, none if confirmed. */
export async function newsletterOptIn(
  setting: LeadSetting,
  email: string,
): Promise<{ mails: OutgoingMail[]; writes?: (trx: Transaction<Database>) => Promise<void> }> {
  const { db, language, origin, mail } = setting;
  const existing = await findSubscriber(db, email);
  if (existing?.status === "confirmed") return { mails: [] };
  const token = newToken();
  const unsubscribeToken = existing?.unsubscribe_token ?? newToken();
  const now = new Date();
  const texts = mail.texts(language).newsletter;
  const brand = mail.brand(language);
  const link = (page: "newsletterConfirm" | "newsletterUnsubscribe", value: string) =>
    `${origin}${pageUrl(page, language)}?token=${value}`;
  const confirmation: OutgoingMail = {
    kind: "newsletter-confirmation",
    messageId: mail.newMessageId(),
    from: mailAddress(mail.brand(mail.agencyLanguage).name, mail.agencyEmail),
    to: email,
    subject: texts.mail.subject,
    ...renderMail({
      language,
      brand,
      preheader: texts.mail.intro,
      paragraphs: [texts.mail.intro],
      links: [
        { label: texts.mail.confirm, url: link("newsletterConfirm", token) },
        { label: texts.mail.unsubscribe, url: link("newsletterUnsubscribe", unsubscribeToken) },
      ],
      rows: [],
      closing: [texts.mail.notYou, brand.name],
      visitSite: mail.texts(language).mail.visitSite,
    }),
  };
  return {
    mails: [confirmation],
    writes: (trx) =>
      saveSignup(trx, {
        email,
        language,
        confirmHash: tokenHash(token),
        confirmExpiresAt: new Date(now.getTime() + confirmationDays * 86_400_000),
        unsubscribeToken,
        now,
      }),
  };
}
