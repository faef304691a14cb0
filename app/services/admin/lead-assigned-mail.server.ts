import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { readSiteConfig } from "#app/data/config/site-config.server.ts";
import { queueMails } from "#app/data/mail/outbox.server.ts";
import type { Database } from "#app/data/schema.ts";
import { formatDateTime } from "#app/domain/dates.ts";
import { withoutLinks } from "#app/domain/link-free.ts";
import { mailAddress } from "#app/features/mail/lead-mails.ts";
import { mailBrand } from "#app/features/mail/mail-brand.ts";
import { renderMail } from "#app/features/mail/render-mail.ts";
import { defaultLanguage, isLanguage } from "#app/i18n/languages.ts";
import { messages } from "#app/locales/messages.server.ts";
import {
  type Assignee,
  type LeadRecord,
  type StaffName,
  staffLabel,
} from "#app/model/admin/lead-record.ts";
import { formName, visitorName } from "./lead-names.server.ts";

/** The desk's page of a lead (docs/requirements.md §17), as a mail links to it. */
export const leadPagePath = (id: number) => `/admin/leads/${id}/`;

/**
 * ADR 052: the mail telling a staff member a lead is theirs, queued in the outbox with the lead, in
 * their own language. It names the form and the visitor, nothing else the visitor sent: the rest is
 * behind the desk's login. None while the site has no agency set up to send it from.
 */
export async function queueAssignedMail(
  db: Kysely<Database> | Transaction<Database>,
  {
    lead,
    assignee,
    by,
    origin,
    now,
  }: { lead: LeadRecord; assignee: Assignee; by: StaffName; origin: string; now: Date },
): Promise<void> {
  const config = await readSiteConfig(db);
  if (!config) return;
  const language = isLanguage(assignee.language) ? assignee.language : defaultLanguage;
  const texts = messages[language];
  const brand = mailBrand(config, language, origin);
  const own = texts.adminLead.assignedMail;
  const fill = (text: string) =>
    text
      .replace("{{form}}", formName(lead.form, texts.adminLead))
      .replace("{{name}}", withoutLinks(visitorName(lead.fields)) || own.noName)
      .replace("{{by}}", staffLabel(by))
      .replace("{{when}}", formatDateTime(lead.createdAt, language));
  const intro = fill(own.intro);
  const mail = {
    kind: "lead-assigned" as const,
    messageId: `${randomUUID()}@${new URL(origin).hostname}`,
    from: mailAddress(brand.name, config.agency.email),
    to: assignee.email,
    subject: fill(own.subject),
    ...renderMail({
      language,
      brand,
      preheader: intro,
      paragraphs: [intro, own.privacy],
      links: [{ label: own.open, url: `${origin}${leadPagePath(lead.id)}` }],
      rows: [],
      closing: [],
      visitSite: texts.leads.mail.visitSite,
    }),
  };
  await queueMails(db, [mail], now, lead.id);
}
