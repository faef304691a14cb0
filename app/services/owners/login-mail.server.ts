import { randomUUID } from "node:crypto";
import { queueMails } from "#app/data/mail/outbox.server.ts";
import { formatDateTime } from "#app/domain/dates.ts";
import { mailAddress } from "#app/features/mail/lead-mails.ts";
import { mailBrand } from "#app/features/mail/mail-brand.ts";
import { renderMail } from "#app/features/mail/render-mail.ts";
import { messages } from "#app/locales/messages.server.ts";
import type { LoginFacts } from "./login-facts.server.ts";

/**
 * docs/requirements.md §6 "an e-mail goes out to the agency when an owner logs in": queued in the outbox (ADR 022),
 * in the agency's language, naming the owner and the time; nothing secret. A failure to queue it is
 * logged and does not stop the owner, who has logged in.
 */
export async function tellAgencyOfLogin(
  { db, config, origin, log }: Pick<LoginFacts, "db" | "config" | "origin" | "log">,
  owner: { name: string; email: string },
  now: Date,
): Promise<void> {
  if (!config) return;
  const language = config.languages.default;
  const texts = messages[language].owners.loginMail;
  const brand = mailBrand(config, language, origin);
  const when = formatDateTime(now, language);
  const intro = texts.intro
    .replace("{{name}}", owner.name)
    .replace("{{email}}", owner.email)
    .replace("{{when}}", when);
  const mail = {
    kind: "owner-login" as const,
    messageId: `${randomUUID()}@${new URL(origin).hostname}`,
    from: mailAddress(brand.name, config.agency.email),
    to: config.agency.email,
    subject: texts.subject.replace("{{name}}", owner.name),
    ...renderMail({
      language,
      brand,
      preheader: intro,
      paragraphs: [intro, texts.check],
      rows: [],
      closing: [],
      visitSite: messages[language].leads.mail.visitSite,
    }),
  };
  try {
    await queueMails(db, [mail], now, null);
  } catch (error) {
    log.warn("owner login mail not queued", { error });
  }
}
