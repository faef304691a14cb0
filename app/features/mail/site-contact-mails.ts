import type { Language } from "#app/i18n/languages.ts";
import type { LeadsMessages } from "#app/locales/en/leads.ts";
import type { OutgoingMail } from "#app/model/leads/lead.ts";
import type { SiteContact } from "#app/model/leads/site-contact.ts";
import type { MailBrand } from "./mail-view.ts";
import { renderMail } from "./render-mail.ts";

type Texts = LeadsMessages["siteContact"];

export interface SiteContactMailArgs {
  contact: SiteContact;
  /** The visitor's language (the page's): their confirmation speaks it. */
  language: Language;
  /** The agency's language (its default one): the notification speaks it. */
  agencyLanguage: Language;
  agencyEmail: string;
  brand: (language: Language) => MailBrand;
  texts: (language: Language) => Texts;
  /** A new Message-ID (the idempotency key of one mail), without angle brackets. */
  newMessageId: () => string;
}

/**
 * The two mails of the contact form (issue 14): the notification to the agency, Reply-To the visitor,
 * and the confirmation to the visitor in their language. Both come from the agency's address.
 */
export function siteContactMails(args: SiteContactMailArgs): OutgoingMail[] {
  const { contact, agencyEmail } = args;
  const name = `${contact.firstName} ${contact.lastName}`;
  const from = address(args.brand(args.agencyLanguage).name, agencyEmail);
  const mail = (kind: OutgoingMail["kind"], language: Language, to: string) => {
    const texts = args.texts(language);
    const confirmation = kind === "visitor-confirmation";
    const intro = confirmation
      ? texts.mail.confirmationIntro
      : texts.mail.notificationIntro.replace("{{name}}", name);
    const { html, text } = renderMail({
      language,
      brand: args.brand(language),
      preheader: intro,
      greeting: confirmation ? texts.mail.greeting.replace("{{name}}", name) : undefined,
      paragraphs: confirmation ? [intro] : [intro, texts.mail.replyHint.replace("{{name}}", name)],
      rows: answerRows(contact, texts),
      closing: confirmation ? [texts.mail.signature, args.brand(language).name] : [],
      visitSite: texts.mail.visitSite,
    });
    return {
      kind,
      messageId: args.newMessageId(),
      from,
      to,
      replyTo: confirmation ? undefined : address(name, contact.email),
      subject: confirmation
        ? texts.mail.confirmationSubject
        : texts.mail.notificationSubject.replace("{{name}}", name),
      html,
      text,
    };
  };
  return [
    mail("agency-notification", args.agencyLanguage, agencyEmail),
    mail("visitor-confirmation", args.language, address(name, contact.email)),
  ];
}

function answerRows(contact: SiteContact, texts: Texts) {
  const { fields, mail } = texts;
  return [
    {
      label: mail.name,
      value: `${fields.titles[contact.title]} ${contact.firstName} ${contact.lastName}`,
    },
    { label: fields.email, value: contact.email },
    { label: fields.phone, value: contact.phone },
    ...(contact.remark ? [{ label: fields.remark, value: contact.remark }] : []),
    {
      label: fields.newsletter,
      value: contact.newsletter ? mail.newsletterYes : mail.newsletterNo,
    },
  ];
}

/** `"Name" <address>`, the name without the characters that would break the header. */
function address(name: string, email: string): string {
  return `"${name.replace(/["\\<>\r\n]/g, "")}" <${email}>`;
}
