import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import nodemailer, { type SendMailOptions } from "nodemailer";
import { appendStaffAudit } from "#app/data/admin/staff-audit.server.ts";
import type { Database } from "#app/data/schema.ts";
import { formatDateTime } from "#app/domain/dates.ts";
import { mailAddress } from "#app/features/mail/lead-mails.ts";
import { mailBrand } from "#app/features/mail/mail-brand.ts";
import { renderMail } from "#app/features/mail/render-mail.ts";
import type { Language } from "#app/i18n/languages.ts";
import { messages } from "#app/locales/messages.server.ts";
import type { SiteConfig } from "#app/model/config/site-config.ts";
import { type SmtpProblem, smtpProblemDetail, smtpProblemOf } from "./smtp-problem.ts";

// "Send a test mail" (docs/requirements.md §17 "Mail log", ADR 054): sent at once through SMTP_URL, not
// through the outbox, so that the answer is the SMTP server's own; audited as "mail.test".

export type TestMailOutcome =
  | { sent: true }
  | { problem: SmtpProblem; detail: string }
  /** SMTP_URL is unset: mails are written as files (docs/operations.md "Mail"). */
  | { noSmtp: true };

export interface TestMailFacts {
  smtpUrl: string | undefined;
  config: SiteConfig | undefined;
  origin: string;
  staff: { id: number; name: string | undefined; email: string; language: Language };
  clientAddress: string;
  /** How long the connection, the greeting and each reply may take (10 s; tests shorten it). */
  timeoutMs?: number;
}

export async function sendTestMail(
  db: Kysely<Database>,
  to: string,
  facts: TestMailFacts,
  now: Date,
): Promise<TestMailOutcome> {
  const outcome = facts.smtpUrl
    ? await send(facts.smtpUrl, testMail(to, facts, now), facts.timeoutMs ?? 10_000)
    : { noSmtp: true as const };
  const result = "sent" in outcome ? "sent" : "problem" in outcome ? outcome.problem : "no-smtp";
  await appendStaffAudit(
    db,
    {
      staffId: facts.staff.id,
      action: "mail.test",
      detail: { result },
      clientAddress: facts.clientAddress,
    },
    now,
  );
  return outcome;
}

async function send(
  url: string,
  mail: SendMailOptions,
  timeoutMs: number,
): Promise<TestMailOutcome> {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    dnsTimeout: timeoutMs,
  });
  try {
    await transporter.sendMail(mail);
    return { sent: true };
  } catch (error) {
    return { problem: smtpProblemOf(error), detail: smtpProblemDetail(error) };
  } finally {
    transporter.close();
  }
}

function testMail(to: string, facts: TestMailFacts, now: Date): SendMailOptions {
  const { config, origin, staff } = facts;
  const language = staff.language;
  const texts = messages[language].adminOps.testMail;
  const brand = mailBrand(config, language, origin);
  const hostname = new URL(origin).hostname;
  const body = texts.body
    .replace("{{name}}", staff.name ?? staff.email)
    .replace("{{site}}", brand.name)
    .replace("{{when}}", formatDateTime(now, language));
  return {
    messageId: `<${randomUUID()}@${hostname}>`,
    from: mailAddress(brand.name, config?.agency.email ?? `no-reply@${hostname}`),
    to,
    subject: texts.subject,
    ...renderMail({
      language,
      brand,
      preheader: body,
      paragraphs: [body],
      rows: [],
      closing: [],
      visitSite: messages[language].leads.mail.visitSite,
    }),
  };
}
