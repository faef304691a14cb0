import { localizedValue } from "#app/domain/localized.ts";
import { formatPhone } from "#app/domain/phone.ts";
import type { Language } from "#app/i18n/languages.ts";
import { defaultExpiryDays } from "#app/model/consent/consent.ts";
import type { Photo } from "#app/model/media/image-variants.ts";
import { type SocialLinkView, socialLinksView } from "./agency-contact-view.ts";
import type { SiteConfig } from "./site-config.ts";

// The parts of the site configuration the shell draws, resolved for one language on the server so that
// the browser receives only what it shows (docs/requirements.md §2 Header top bar, Footer).

export interface LinkView {
  label: string;
  href: string;
  icon?: string | undefined;
  /** docs/requirements.md §2: external, tel: and mailto: links open in a new tab. */
  newTab: boolean;
}

export interface FooterColumnView {
  title?: string | undefined;
  intro?: string | undefined;
  text?: string | undefined;
  /** Labels and logos (professional bodies, portals), with their text alternative in the language. */
  images: (Photo & { alt: string })[];
  links: LinkView[];
  width: number;
}

export interface ShellView {
  /** docs/requirements.md §2 Language switcher: codes or flags. */
  languageDisplay: "code" | "flag";
  /** The agency's logo (docs/requirements.md §2 Header), drawn at the heights theme.css sets. */
  logo?: Photo | undefined;
  topBar?: { left: LinkView[]; right: LinkView[] } | undefined;
  /** How many days a cookie choice is kept (the dialog writes its cookie itself, consent-dialog.tsx). */
  consentDays: number;
  /**
   * Issue 27 "Settings": the consent dialog's title and text as the agency wrote them in this language;
   * left out, the site's own translation (never another language's text: the choice must be understood).
   */
  consentTexts: { title?: string | undefined; intro?: string | undefined };
  footer: {
    columns: FooterColumnView[];
    copyright: string;
    /** Issue 27 "Settings": the agency's pages on social networks, as icons with their names. */
    social: (SocialLinkView & { icon: string })[];
  };
}

/**
 * A tel: link's label that is a phone number is shown by the one phone rule (PRODUCT.md: the top bar,
 * cards, pages and mails show one number the same way); a worded label ("Appelez-nous") stays.
 */
function linkLabel(href: string, label: string): string {
  return href.startsWith("tel:") ? formatPhone(label) : label;
}

type PublicText = { text: Partial<Record<Language, string>>; public: boolean } | undefined;

export function shellView(config: SiteConfig | undefined, language: Language): ShellView {
  if (!config)
    return {
      languageDisplay: "code",
      consentDays: defaultExpiryDays,
      consentTexts: {},
      footer: { columns: [], copyright: "", social: [] },
    };
  const text = (value: PublicText) =>
    value?.public ? localizedValue(value.text, language) || undefined : undefined;
  const links = (list: SiteConfig["topBar"]["left"]): LinkView[] =>
    list
      .filter((link) => link.active)
      .map((link) => ({
        label: linkLabel(link.href, localizedValue(link.label, language)),
        href: link.href,
        icon: link.icon,
        newTab: !link.href.startsWith("/"),
      }));
  const { logo } = config.agency;
  return {
    languageDisplay: config.languages.switcher,
    logo: logo ? { key: logo.key, width: logo.width, height: logo.height } : undefined,
    consentDays: config.cookieConsent.expiryDays,
    consentTexts: {
      title: config.cookieConsent.title[language] || undefined,
      intro: config.cookieConsent.text[language] || undefined,
    },
    topBar: config.topBar.show
      ? { left: links(config.topBar.left), right: links(config.topBar.right) }
      : undefined,
    footer: {
      columns: config.footer.columns.map((column) => ({
        title: text(column.title),
        intro: text(column.intro),
        text: text(column.text),
        images: column.images.map(({ key, width, height, alt }) => ({
          key,
          width,
          height,
          alt: localizedValue(alt, language),
        })),
        links: links(column.links),
        width: column.width,
      })),
      copyright: localizedValue(config.footer.copyright, language),
      social: socialLinksView(config.agency.social),
    },
  };
}
