import type { Language } from "#app/i18n/languages.ts";

// What one lead mail shows (docs/requirements.md §14): the agency's look, the text, the visitor's answers and, for a
// property, its photo, title, price and link. Built on the server, rendered by render-mail.ts.

export interface MailBrand {
  name: string;
  /** Absolute URL of the logo, when the agency has one. */
  logoUrl?: string | undefined;
  /** The brand colour and the text colour that reads on it. */
  colour: string;
  onColour: string;
  siteUrl: string;
  /** The agency's address and phone, one line each, for the foot of the mail. */
  contactLines: string[];
}

export interface MailProperty {
  title: string;
  /** The price as shown on the site; absent when the agency hides it. */
  price?: string | undefined;
  url: string;
  photoUrl?: string | undefined;
}

export interface LeadMailView {
  language: Language;
  brand: MailBrand;
  /** The first sentence, shown by mail programs next to the subject. */
  preheader: string;
  greeting?: string | undefined;
  paragraphs: string[];
  rows: { label: string; value: string }[];
  property?: MailProperty | undefined;
  /** Links to follow (a property's documents), one per line. */
  links?: { label: string; url: string }[] | undefined;
  closing: string[];
  visitSite: string;
}
