import { matchPath } from "react-router";
import { type Language, languages } from "#app/i18n/languages.ts";
import type { ArticleRouteCategory } from "#app/model/content/article.ts";

/**
 * Every page of the site as data (docs/requirements.md §2 Route table): one row per page key with its original
 * unprefixed path and one path per language. `app/routes.ts` turns each row into one route per
 * language, each with its own id, and the original path into a 301 (routes/original-path.ts), so a
 * new page adds a row here and a route module, never routing code. Paths are relative to the
 * language prefix and end with a slash ("" is the language home); `:slug`, `:city`, `:id`... are
 * parameters. French paths are the spec's; the others are natural words of their language.
 */
export interface PageDefinition {
  module: string;
  /**
   * The path the spec lists as original; it answers 301 to this page in the visitor's language.
   * Property and project pages have theirs (/property/{id}/, /project/?id=) in routes/original-listing.ts,
   * as which page they go to depends on the property.
   */
  original?: string;
  paths: Record<Language, string>;
  /** Standalone text pages: the key of the article they show. */
  article?: string;
  /** Article pages: the category whose article the slug names. */
  category?: ArticleRouteCategory;
  /** A thank-you page (docs/requirements.md §2 type "feedback"): shown after a form, kept out of the sitemap and indexes. */
  feedback?: true;
  /** Not in the sitemap (a noindex page: the owner login). */
  unlisted?: true;
  /** A page of the owner area: behind the owner login, in its own layout (routes/owners/layout.tsx). */
  ownerArea?: true;
}

const contentPage = "routes/site/content-page.tsx";
const articlePage = "routes/site/article-page.tsx";
const propertyPage = "routes/listings/property-page.tsx";
const thankYouPage = "routes/leads/thank-you.tsx";
const newsletterLink = "routes/leads/newsletter-link.tsx";
const demandRegisterPaths = {
  en: "register-your-search/",
  nl: "zoekopdracht-registreren/",
  fr: "enregistrer-ma-recherche/",
  de: "suchauftrag/",
};
const forSale = { en: "for-sale/", nl: "te-koop/", fr: "a-vendre/", de: "zu-verkaufen/" };
const forRent = { en: "for-rent/", nl: "te-huur/", fr: "a-louer/", de: "zu-vermieten/" };
const ownerPortal = {
  en: "owner-portal/",
  nl: "eigenaarsportaal/",
  fr: "espace-proprietaire/",
  de: "eigentuemerbereich/",
};
const projects = { en: "projects/", nl: "projecten/", fr: "projects/", de: "projekte/" };
const under = (parent: Record<Language, string>, rest: string) =>
  Object.fromEntries(languages.map((l) => [l, `${parent[l]}${rest}`])) as Record<Language, string>;

export const pageTable = {
  home: {
    module: "routes/site/home.tsx",
    original: "/",
    paths: { en: "", nl: "", fr: "", de: "" },
  },
  forSale: { module: contentPage, original: "/for-sale/", paths: forSale },
  forRent: { module: contentPage, original: "/for-rent/", paths: forRent },
  // docs/requirements.md §2: a property's page sits under its goal's listing, a project unit's under its project.
  propertyForSale: { module: propertyPage, paths: under(forSale, ":city/:slug/:id/") },
  propertyForRent: { module: propertyPage, paths: under(forRent, ":city/:slug/:id/") },
  // docs/requirements.md §2 /projects/: the new-build projects on offer.
  projectList: {
    module: "routes/listings/project-list.tsx",
    original: "/projects/",
    paths: projects,
  },
  project: {
    module: "routes/listings/project-page.tsx",
    paths: under(projects, ":city/:project/:id/"),
  },
  projectUnit: {
    module: propertyPage,
    paths: under(projects, ":city/:project/:projectId/:slug/:id/"),
  },
  contact: {
    module: contentPage,
    original: "/contact/",
    paths: { en: "contact/", nl: "contact/", fr: "contact/", de: "kontakt/" },
  },
  // docs/requirements.md §2 /login/ and §6: the owner login, and the owner area behind it.
  ownerLogin: {
    module: "routes/owners/login.tsx",
    original: "/login/",
    unlisted: true,
    paths: { en: "login/", nl: "login/", fr: "login/", de: "anmelden/" },
  },
  // docs/requirements.md §15: the forgotten password, asked for from the login page, then set from the link mailed.
  ownerPasswordForgot: {
    module: "routes/owners/password-forgot.tsx",
    unlisted: true,
    paths: {
      en: "login/forgot-password/",
      nl: "login/wachtwoord-vergeten/",
      fr: "login/mot-de-passe-oublie/",
      de: "anmelden/passwort-vergessen/",
    },
  },
  ownerPasswordReset: {
    module: "routes/owners/password-reset.tsx",
    unlisted: true,
    paths: {
      en: "login/new-password/",
      nl: "login/nieuw-wachtwoord/",
      fr: "login/nouveau-mot-de-passe/",
      de: "anmelden/neues-passwort/",
    },
  },
  // docs/requirements.md §15 "second factor": the code after the password, for an owner who turned it on.
  ownerLoginCode: {
    module: "routes/owners/login-code.tsx",
    unlisted: true,
    paths: { en: "login/code/", nl: "login/code/", fr: "login/code/", de: "anmelden/code/" },
  },
  ownerPortal: { module: "routes/owners/portal.tsx", ownerArea: true, paths: ownerPortal },
  // Before the property page, whose `:id` the path would match too.
  ownerSecurity: {
    module: "routes/owners/security.tsx",
    ownerArea: true,
    paths: {
      en: `${ownerPortal.en}security/`,
      nl: `${ownerPortal.nl}beveiliging/`,
      fr: `${ownerPortal.fr}securite/`,
      de: `${ownerPortal.de}sicherheit/`,
    },
  },
  ownerProperty: {
    module: "routes/owners/owner-property.tsx",
    ownerArea: true,
    paths: under(ownerPortal, ":id/"),
  },
  freeEvaluation: {
    module: "routes/leads/free-evaluation.tsx",
    original: "/Contact-demand/",
    paths: {
      en: "free-valuation/",
      nl: "gratis-schatting/",
      fr: "estimation-gratuite/",
      de: "kostenlose-bewertung/",
    },
  },
  // docs/requirements.md §2 /demand-register/ (§14): register a search; with a password, see and delete it later.
  demandRegister: {
    module: "routes/leads/demand-register.tsx",
    original: "/demand-register/",
    paths: demandRegisterPaths,
  },
  demandSearches: {
    module: "routes/leads/demand-searches.tsx",
    unlisted: true,
    paths: {
      en: `${demandRegisterPaths.en}my-searches/`,
      nl: `${demandRegisterPaths.nl}mijn-zoekopdrachten/`,
      fr: `${demandRegisterPaths.fr}mes-recherches/`,
      de: `${demandRegisterPaths.de}meine-suchauftraege/`,
    },
  },
  // docs/requirements.md §14: the newsletter's sign-up (the footer's form posts here), and the links of its mails.
  newsletterSignup: {
    module: "routes/leads/newsletter-signup.tsx",
    unlisted: true,
    paths: { en: "newsletter/", nl: "nieuwsbrief/", fr: "newsletter/", de: "newsletter/" },
  },
  newsletterConfirm: {
    module: newsletterLink,
    feedback: true,
    paths: {
      en: "newsletter/confirm/",
      nl: "nieuwsbrief/bevestigen/",
      fr: "newsletter/confirmer/",
      de: "newsletter/bestaetigen/",
    },
  },
  newsletterUnsubscribe: {
    module: newsletterLink,
    feedback: true,
    paths: {
      en: "newsletter/unsubscribe/",
      nl: "nieuwsbrief/uitschrijven/",
      fr: "newsletter/desinscription/",
      de: "newsletter/abmelden/",
    },
  },
  // ADR 034: the link of the "confirm your request" mail of a lead sent without captcha.
  leadConfirm: {
    module: "routes/leads/lead-confirm.tsx",
    feedback: true,
    paths: {
      en: "request/confirm/",
      nl: "aanvraag/bevestigen/",
      fr: "demande/confirmer/",
      de: "anfrage/bestaetigen/",
    },
  },
  // docs/requirements.md §2 thank-you pages /feedback/{page}/ (/fr/merci/...): one row per form, one module for all.
  siteContactThanks: {
    module: thankYouPage,
    original: "/feedback/site-contact/",
    feedback: true,
    paths: {
      en: "thank-you/contact/",
      nl: "bedankt/contact/",
      fr: "merci/site-contact/",
      de: "danke/kontakt/",
    },
  },
  propertyQuestionThanks: {
    module: thankYouPage,
    original: "/feedback/contact-me/",
    feedback: true,
    paths: {
      en: "thank-you/question/",
      nl: "bedankt/vraag/",
      fr: "merci/contact-me/",
      de: "danke/anfrage/",
    },
  },
  visitThanks: {
    module: thankYouPage,
    original: "/feedback/contact-appointment/",
    feedback: true,
    paths: {
      en: "thank-you/visit/",
      nl: "bedankt/bezoek/",
      fr: "merci/contact-appointment/",
      de: "danke/besichtigung/",
    },
  },
  projectQuestionThanks: {
    module: thankYouPage,
    original: "/feedback/contact-construction/",
    feedback: true,
    paths: {
      en: "thank-you/project/",
      nl: "bedankt/project/",
      fr: "merci/contact-construction/",
      de: "danke/projekt/",
    },
  },
  valuationThanks: {
    module: thankYouPage,
    original: "/feedback/contact-demand/",
    feedback: true,
    paths: {
      en: "thank-you/valuation/",
      nl: "bedankt/schatting/",
      fr: "merci/contact-demand/",
      de: "danke/bewertung/",
    },
  },
  demandRegisterThanks: {
    module: thankYouPage,
    original: "/feedback/demand-register/",
    feedback: true,
    paths: {
      en: "thank-you/search-profile/",
      nl: "bedankt/zoekprofiel/",
      fr: "merci/demand-register/",
      de: "danke/suchprofil/",
    },
  },
  sendToFriendThanks: {
    module: thankYouPage,
    original: "/feedback/send-to-friend/",
    feedback: true,
    paths: {
      en: "thank-you/sent-to-a-friend/",
      nl: "bedankt/doorgestuurd/",
      fr: "merci/send-to-friend/",
      de: "danke/weitergeleitet/",
    },
  },
  newsletterThanks: {
    module: thankYouPage,
    original: "/feedback/sign-newsletter/",
    feedback: true,
    paths: {
      en: "thank-you/newsletter/",
      nl: "bedankt/nieuwsbrief/",
      fr: "merci/sign-newsletter/",
      de: "danke/newsletter/",
    },
  },
  aboutUs: {
    module: contentPage,
    original: "/A-propos-de-nous/",
    paths: { en: "about-us/", nl: "over-ons/", fr: "a-propos/", de: "ueber-uns/" },
  },
  documentsInfo: {
    module: contentPage,
    original: "/Documents-et-info/",
    paths: {
      en: "documents-and-info/",
      nl: "documenten-en-info/",
      fr: "documents-et-info/",
      de: "dokumente-und-infos/",
    },
  },
  disclaimer: {
    module: articlePage,
    original: "/Disclaimer/",
    article: "disclaimer",
    paths: {
      en: "disclaimer/",
      nl: "disclaimer/",
      fr: "avertissement-legal/",
      de: "haftungsausschluss/",
    },
  },
  cookiePolicy: {
    module: articlePage,
    original: "/Cookie-policy/",
    article: "cookie-policy",
    paths: {
      en: "cookie-policy/",
      nl: "cookiebeleid/",
      fr: "cookie-policy/",
      de: "cookie-richtlinie/",
    },
  },
  privacy: {
    module: articlePage,
    original: "/privacy/",
    article: "privacy",
    paths: {
      en: "privacy-statement/",
      nl: "privacyverklaring/",
      fr: "privacy-statement/",
      de: "datenschutzerklaerung/",
    },
  },
  testimonial: {
    module: articlePage,
    original: "/testimonials/:slug/",
    category: "testimonials",
    paths: {
      en: "testimonials/:slug/",
      nl: "getuigenissen/:slug/",
      fr: "temoignages/:slug/",
      de: "erfahrungsberichte/:slug/",
    },
  },
  service: {
    module: articlePage,
    original: "/nos-services/:slug/",
    category: "services",
    paths: {
      en: "our-services/:slug/",
      nl: "onze-diensten/:slug/",
      fr: "nos-services/:slug/",
      de: "unsere-leistungen/:slug/",
    },
  },
  news: {
    module: articlePage,
    original: "/actus/:slug/",
    category: "news",
    paths: {
      en: "news/:slug/",
      nl: "nieuws/:slug/",
      fr: "actus/:slug/",
      de: "aktuelles/:slug/",
    },
  },
  document: {
    module: articlePage,
    original: "/documents/:slug/",
    category: "documents",
    paths: {
      en: "documents/:slug/",
      nl: "documenten/:slug/",
      fr: "documents/:slug/",
      de: "dokumente/:slug/",
    },
  },
} as const satisfies Record<string, PageDefinition>;

export type PageKey = keyof typeof pageTable;

export const pageKeys = Object.keys(pageTable) as PageKey[];

export type PageParams = Partial<Record<"slug" | "city" | "id" | "project" | "projectId", string>>;

/** The route pattern of a page in a language (with its parameters, if any). */
export function pagePattern(page: PageKey, language: Language): string {
  return `/${language}/${pageTable[page].paths[language]}`;
}

/** The URL of a page in a language, with the trailing slash the server canonicalizes to. */
export function pageUrl(page: PageKey, language: Language, params: PageParams = {}): string {
  return pagePattern(page, language).replace(/:(\w+)/g, (_, name: keyof PageParams) =>
    encodeURIComponent(params[name] ?? ""),
  );
}

export function routeId(page: PageKey, language: Language): string {
  return `${page}.${language}`;
}

/** The page whose original path (docs/requirements.md §2) this is, if any. */
export function matchOriginal(pathname: string): { page: PageKey; params: PageParams } | undefined {
  for (const page of pageKeys) {
    const { original } = pageTable[page] as PageDefinition;
    const match = original ? matchPath(original, pathname) : null;
    if (match) return { page, params: match.params as PageParams };
  }
  return undefined;
}

/** Whether the page shows the agency's menu page of its original path (For sale, Contact...). */
export function showsMenuPage(page: PageKey): boolean {
  return pageTable[page].module === contentPage;
}

/** The page that shows one article of a category (testimonials -> testimonial), if the category has one. */
export function articlePageOf(category: string): PageKey | undefined {
  return pageKeys.find((page) => (pageTable[page] as PageDefinition).category === category);
}
