import { randomUUID } from "node:crypto";
import { formatDateTime } from "#app/domain/dates.ts";
import { mailAddress } from "#app/features/mail/lead-mails.ts";
import { mailBrand } from "#app/features/mail/mail-brand.ts";
import { renderMail } from "#app/features/mail/render-mail.ts";
import type { Language } from "#app/i18n/languages.ts";
import { messages } from "#app/locales/messages.server.ts";
import type { StaffRole } from "#app/model/admin/staff-account.ts";
import type { SiteConfig } from "#app/model/config/site-config.ts";
import type { OutgoingMail } from "#app/model/leads/lead.ts";
import type { SetPasswordLink } from "./password-link.server.ts";

// ADR 050: the invitation to the desk, in the member's own language, with the one-time link that sets
// their password (ADR 047). Sent by the agency, through the outbox (ADR 022).

export interface Invitee {
  email: string;
  name: string | undefined;
  role: StaffRole;
  language: Language;
}

export function invitationMail(
  { config, origin }: { config: SiteConfig | undefined; origin: string },
  member: Invitee,
  link: SetPasswordLink,
): OutgoingMail {
  const { language } = member;
  const texts = messages[language].adminStaff;
  const brand = mailBrand(config, language, origin);
  const fill = (text: string) =>
    text
      .replace("{{agency}}", brand.name)
      .replace("{{role}}", texts.roles[member.role])
      .replace("{{when}}", formatDateTime(link.expiresAt, language));
  const mail = texts.invitation;
  const intro = fill(mail.intro);
  return {
    kind: "staff-invitation",
    messageId: `${randomUUID()}@${new URL(origin).hostname}`,
    from: mailAddress(brand.name, config?.agency.email ?? `desk@${new URL(origin).hostname}`),
    to: member.name ? mailAddress(member.name, member.email) : member.email,
    subject: fill(mail.subject),
    ...renderMail({
      language,
      brand,
      preheader: intro,
      paragraphs: [intro, fill(mail.expires), ...(member.role === "admin" ? [mail.twoStep] : [])],
      links: [{ label: mail.button, url: link.url }],
      rows: [],
      closing: [mail.notYou, brand.name],
      visitSite: messages[language].leads.mail.visitSite,
    }),
  };
}
