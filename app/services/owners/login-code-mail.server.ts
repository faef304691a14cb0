import { randomUUID } from "node:crypto";
import { queueMails } from "#app/data/mail/outbox.server.ts";
import { mailAddress } from "#app/features/mail/lead-mails.ts";
import { mailBrand } from "#app/features/mail/mail-brand.ts";
import { renderMail } from "#app/features/mail/render-mail.ts";
import { messages } from "#app/locales/messages.server.ts";
import type { LoginFacts } from "./login-facts.server.ts";

/**
 * ADR 035: the one-time code for a login from an unknown device during a wave, mailed to
 * the owner through the outbox (ADR 030) in the page's language. The mail says what to do if the
 * owner did not log in: their password is known to someone.
 */
export async function mailLoginCode(
  { db, config, language, origin }: Pick<LoginFacts, "db" | "config" | "language" | "origin">,
  owner: { name: string; email: string },
  code: string,
  now: Date,
): Promise<void> {
  if (!config) return;
  const texts = messages[language].owners.wave.mail;
  const brand = mailBrand(config, language, origin);
  const mail = {
    kind: "login-code" as const,
    messageId: `${randomUUID()}@${new URL(origin).hostname}`,
    from: mailAddress(brand.name, config.agency.email),
    to: mailAddress(owner.name, owner.email),
    subject: texts.subject.replace("{{code}}", code),
    ...renderMail({
      language,
      brand,
      preheader: texts.intro,
      paragraphs: [texts.intro, code],
      rows: [],
      closing: [texts.notYou, brand.name],
      visitSite: messages[language].leads.mail.visitSite,
    }),
  };
  await queueMails(db, [mail], now, null);
}
