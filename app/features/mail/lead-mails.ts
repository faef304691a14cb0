import { withoutLinks } from "#app/domain/link-free.ts";
import type { Language } from "#app/i18n/languages.ts";
import type { LeadsMessages } from "#app/locales/en/leads.ts";
import type { Person } from "#app/model/leads/contact-fields.ts";
import type { OutgoingMail } from "#app/model/leads/lead.ts";
import type { MailBrand, MailProperty } from "./mail-view.ts";
import { renderMail } from "./render-mail.ts";

/** What one form says in its two mails; `{{name}}` is the visitor's name. */
export interface FormMailTexts {
  notificationSubject: string;
  notificationIntro: string;
  confirmationSubject: string;
  confirmationIntro: string;
}

/** Who sent the form: a name and an address at least (send to a friend asks no more). */
export type Sender = Pick<Person, "firstName" | "lastName" | "email"> & Partial<Person>;

export interface LeadMailArgs {
  person: Sender;
  /** The visitor's language (the page's): their confirmation speaks it. */
  language: Language;
  /** The agency's language (its default one): the notification speaks it. */
  agencyLanguage: Language;
  agencyEmail: string;
  brand: (language: Language) => MailBrand;
  /** The `leads` texts of a language. */
  texts: (language: Language) => LeadsMessages;
  /** The form's own texts of a language. */
  formTexts: (language: Language) => FormMailTexts;
  /** The answers of the form beyond the person's, in a language: the agency's notification lists them. */
  rows?: (language: Language) => { label: string; value: string }[];
  /**
   * What the visitor's confirmation lists: only what they chose from the agency's own lists (a visit's
   * slot, the documents sent), never what they typed (ADR 034).
   */
  confirmationRows?: ((language: Language) => { label: string; value: string }[]) | undefined;
  /** The property the lead is about, as shown in a language. */
  property?: ((language: Language) => MailProperty) | undefined;
  /** Links the visitor's confirmation carries (a property's documents). */
  links?: { label: string; url: string }[] | undefined;
  /** A new Message-ID (the idempotency key of one mail), without angle brackets. */
  newMessageId: () => string;
}

/**
 * The two mails of a lead (docs/requirements.md §14): the notification to the agency, Reply-To the visitor, with every
 * answer; and the confirmation to the visitor in their language. The confirmation goes to an address
 * anyone can type, so it repeats nothing typed but the name, without what reads as a link (ADR 034
 * "the lead forms relay mail"): the property's facts, the agency's links and the visitor's choices only.
 * Both come from the agency's address.
 */
export function leadMails(args: LeadMailArgs): OutgoingMail[] {
  const { person, agencyEmail } = args;
  const name = `${person.firstName} ${person.lastName}`;
  const cleanName = withoutLinks(name);
  const from = mailAddress(args.brand(args.agencyLanguage).name, agencyEmail);
  const mail = (kind: OutgoingMail["kind"], language: Language, to: string): OutgoingMail => {
    const { mail: shared } = args.texts(language);
    const own = args.formTexts(language);
    const confirmation = kind === "visitor-confirmation";
    const named = (text: string) => text.replace("{{name}}", confirmation ? cleanName : name);
    const intro = named(confirmation ? own.confirmationIntro : own.notificationIntro);
    const { html, text } = renderMail({
      language,
      brand: args.brand(language),
      preheader: intro,
      greeting: confirmation ? greeting(shared, cleanName) : undefined,
      paragraphs: confirmation ? [intro] : [intro, named(shared.replyHint)],
      property: args.property?.(language),
      links: confirmation ? args.links : undefined,
      rows: confirmation
        ? (args.confirmationRows?.(language) ?? [])
        : [...personRows(person, args.texts(language)), ...(args.rows?.(language) ?? [])],
      closing: confirmation ? [shared.signature, args.brand(language).name] : [],
      visitSite: shared.visitSite,
    });
    return {
      kind,
      messageId: args.newMessageId(),
      from,
      to,
      replyTo: confirmation ? undefined : mailAddress(name, person.email),
      subject: named(confirmation ? own.confirmationSubject : own.notificationSubject),
      html,
      text,
    };
  };
  return [
    mail("agency-notification", args.agencyLanguage, agencyEmail),
    mail("visitor-confirmation", args.language, visitorAddress(cleanName, person.email)),
  ];
}

/** "Dear Zoë Peeters,", or "Hello," when nothing of the name is left once cleaned. */
export function greeting(texts: LeadsMessages["mail"], cleanName: string): string {
  return cleanName ? texts.greeting.replace("{{name}}", cleanName) : texts.greetingWithoutName;
}

/** The visitor's address with their cleaned name, or the bare address when none is left. */
export function visitorAddress(cleanName: string, email: string): string {
  return cleanName ? mailAddress(cleanName, email) : email;
}

function personRows(person: Sender, { form, mail }: LeadsMessages) {
  const title = person.title ? `${form.fields.titles[person.title]} ` : "";
  return [
    { label: mail.name, value: `${title}${person.firstName} ${person.lastName}` },
    { label: form.fields.email, value: person.email },
    ...(person.phone ? [{ label: form.fields.phone, value: person.phone }] : []),
  ];
}

/** The rows of the shared optional answers: the remark when given, the newsletter choice. */
export function remarkAndNewsletterRows(
  answers: { remark?: string | undefined; newsletter?: "on" | undefined },
  { form, mail }: LeadsMessages,
) {
  return [
    ...(answers.remark ? [{ label: form.fields.remark, value: answers.remark }] : []),
    {
      label: form.fields.newsletter,
      value: answers.newsletter ? mail.newsletterYes : mail.newsletterNo,
    },
  ];
}

/** `"Name" <address>`, the name without the characters that would break the header. */
export function mailAddress(name: string, email: string): string {
  return `"${name.replace(/["\\<>\r\n]/g, "")}" <${email}>`;
}
