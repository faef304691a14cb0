import type { Language } from "#app/i18n/languages.ts";
import type { LeadsMessages } from "#app/locales/en/leads.ts";
import type { OutgoingMail } from "#app/model/leads/lead.ts";
import type { MailBrand } from "./mail-view.ts";
import { renderMail } from "./render-mail.ts";

// ADR 034: the two short mails of "verified before mail". Neither repeats anything a
// visitor typed: the first goes to a typed address, the second to the agency.

interface NoticeArgs {
  language: Language;
  brand: MailBrand;
  texts: LeadsMessages;
  /** The agency's address with its name, the sender of every mail. */
  from: string;
  messageId: string;
}

/** "Confirm your request": one link to the page whose button verifies the lead and sends its mails. */
export function confirmRequestMail(
  args: NoticeArgs & { to: string; confirmUrl: string },
): OutgoingMail {
  const { mail } = args.texts.confirmRequest;
  return {
    kind: "lead-confirmation",
    messageId: args.messageId,
    from: args.from,
    to: args.to,
    subject: mail.subject,
    ...renderMail({
      language: args.language,
      brand: args.brand,
      preheader: mail.intro,
      paragraphs: [mail.intro],
      links: [{ label: mail.link, url: args.confirmUrl }],
      rows: [],
      closing: [mail.notYou, args.brand.name],
      visitSite: args.texts.mail.visitSite,
    }),
  };
}

/** The agency told that mails to visitors are paused, and how they resume. */
export function mailPausedMail(
  args: NoticeArgs & { to: string; max: number; minutes: number; quietMinutes: number },
): OutgoingMail {
  const texts = args.texts.mailPaused;
  const fill = (text: string) =>
    text
      .replace("{{max}}", String(args.max))
      .replace("{{minutes}}", String(args.minutes))
      .replace("{{quiet}}", String(args.quietMinutes));
  return {
    kind: "mail-paused",
    messageId: args.messageId,
    from: args.from,
    to: args.to,
    subject: texts.subject,
    ...renderMail({
      language: args.language,
      brand: args.brand,
      preheader: fill(texts.intro),
      paragraphs: [fill(texts.intro), texts.held, fill(texts.resume)],
      rows: [],
      closing: [],
      visitSite: args.texts.mail.visitSite,
    }),
  };
}
