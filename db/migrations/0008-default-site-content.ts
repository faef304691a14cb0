// The default site of migration 0008 (ADR 013), spelled out once and for all: the migration
// must keep writing this even when the application's own content changes.

export type Texts = Record<"en" | "nl" | "fr" | "de", string>;

export interface Text {
  slug: string;
  title: string;
  body: string;
}

export const categories: [key: string, names: Texts][] = [
  ["pages", { en: "Pages", nl: "Pagina's", fr: "Pages", de: "Seiten" }],
  ["team", { en: "Our team", nl: "Ons team", fr: "Notre équipe", de: "Unser Team" }],
  ["documents", { en: "Documents", nl: "Documenten", fr: "Documents", de: "Dokumente" }],
];

export const articles: { key: string; texts: Record<keyof Texts, Text> }[] = [
  {
    key: "about-us",
    texts: {
      en: {
        slug: "about-us",
        title: "About us",
        body: "Buying, selling or letting a property is a big step. Our agents know the local market and guide you from the first visit to the signature at the notary's. Ask us for a free valuation of your property.",
      },
      nl: {
        slug: "over-ons",
        title: "Over ons",
        body: "Een pand kopen, verkopen of verhuren is een grote stap. Onze makelaars kennen de lokale markt en begeleiden u van het eerste bezoek tot de handtekening bij de notaris. Vraag ons een gratis schatting van uw eigendom.",
      },
      fr: {
        slug: "a-propos",
        title: "À propos de nous",
        body: "Acheter, vendre ou louer un bien est une étape importante. Nos agents connaissent le marché local et vous accompagnent de la première visite jusqu'à la signature chez le notaire. Demandez-nous une estimation gratuite de votre bien.",
      },
      de: {
        slug: "ueber-uns",
        title: "Über uns",
        body: "Eine Immobilie zu kaufen, zu verkaufen oder zu vermieten ist ein großer Schritt. Unsere Makler kennen den lokalen Markt und begleiten Sie von der ersten Besichtigung bis zur Unterschrift beim Notar. Fragen Sie uns nach einer kostenlosen Bewertung Ihrer Immobilie.",
      },
    },
  },
  {
    key: "disclaimer",
    texts: {
      en: {
        slug: "disclaimer",
        title: "Disclaimer",
        body: "The information on this site is given in good faith and without guarantee. It is not an offer: only the deed signed at the notary's binds the parties. Photos and plans are not contractual.",
      },
      nl: {
        slug: "disclaimer",
        title: "Disclaimer",
        body: "De informatie op deze site wordt te goeder trouw en zonder garantie gegeven. Ze is geen aanbod: enkel de akte die bij de notaris wordt ondertekend, bindt de partijen. Foto's en plannen zijn niet contractueel.",
      },
      fr: {
        slug: "avertissement-legal",
        title: "Avertissement légal",
        body: "Les informations de ce site sont données de bonne foi et sans garantie. Elles ne constituent pas une offre : seul l'acte signé chez le notaire engage les parties. Les photos et les plans ne sont pas contractuels.",
      },
      de: {
        slug: "haftungsausschluss",
        title: "Haftungsausschluss",
        body: "Die Angaben auf dieser Website erfolgen nach bestem Wissen und ohne Gewähr. Sie sind kein Angebot: Nur die beim Notar unterzeichnete Urkunde bindet die Parteien. Fotos und Pläne sind nicht vertraglich.",
      },
    },
  },
  {
    key: "cookie-policy",
    texts: {
      en: {
        slug: "cookie-policy",
        title: "Cookie policy",
        body: "This site sets two necessary cookies: one remembers your cookie choice, the other the language you chose. Analytics and advertising cookies are only set after you agree to them, and you can change your choice at any time.",
      },
      nl: {
        slug: "cookiebeleid",
        title: "Cookiebeleid",
        body: "Deze site plaatst twee noodzakelijke cookies: de ene onthoudt uw cookiekeuze, de andere de taal die u koos. Analytische en advertentiecookies worden pas geplaatst nadat u ermee instemt, en u kunt uw keuze altijd wijzigen.",
      },
      fr: {
        slug: "politique-cookies",
        title: "Politique en matière de cookies",
        body: "Ce site dépose deux cookies nécessaires : l'un retient votre choix en matière de cookies, l'autre la langue que vous avez choisie. Les cookies de mesure et de publicité ne sont déposés qu'après votre accord, et vous pouvez modifier votre choix à tout moment.",
      },
      de: {
        slug: "cookie-richtlinie",
        title: "Cookie-Richtlinie",
        body: "Diese Website setzt zwei notwendige Cookies: Eines merkt sich Ihre Cookie-Auswahl, das andere die gewählte Sprache. Analyse- und Werbe-Cookies werden erst nach Ihrer Zustimmung gesetzt, und Sie können Ihre Wahl jederzeit ändern.",
      },
    },
  },
  {
    key: "privacy",
    texts: {
      en: {
        slug: "privacy-statement",
        title: "Privacy statement",
        body: "What you send us through this site (your name, e-mail address, phone number and message) is used only to answer your request and follow it up. It is never sold. You may ask us at any time to see, correct or delete it.",
      },
      nl: {
        slug: "privacyverklaring",
        title: "Privacyverklaring",
        body: "Wat u ons via deze site bezorgt (uw naam, e-mailadres, telefoonnummer en bericht) wordt enkel gebruikt om uw vraag te beantwoorden en op te volgen. Het wordt nooit verkocht. U kunt ons altijd vragen om het in te zien, te verbeteren of te wissen.",
      },
      fr: {
        slug: "declaration-de-confidentialite",
        title: "Déclaration de confidentialité",
        body: "Ce que vous nous transmettez par ce site (vos nom, adresse e-mail, numéro de téléphone et message) sert uniquement à répondre à votre demande et à son suivi. Ces données ne sont jamais vendues. Vous pouvez à tout moment nous demander de les consulter, de les corriger ou de les effacer.",
      },
      de: {
        slug: "datenschutzerklaerung",
        title: "Datenschutzerklärung",
        body: "Was Sie uns über diese Website senden (Ihr Name, Ihre E-Mail-Adresse, Telefonnummer und Nachricht), dient nur der Beantwortung und Bearbeitung Ihrer Anfrage. Es wird nie verkauft. Sie können uns jederzeit bitten, es einzusehen, zu berichtigen oder zu löschen.",
      },
    },
  },
];

export type Module = [view: string, relation: string, key: string | null, settings: object];

export const pages: [name: string, path: string, title: Texts, modules: Module[]][] = [
  [
    "home",
    "home",
    { en: "Home", nl: "Home", fr: "Accueil", de: "Startseite" },
    [
      // docs/requirements.md §2 Home page: the latest offers (4 items) and the stats view.
      ["card-view", "property-list", null, { maxItems: 4, numberItemOfRow: 4 }],
      ["card-view", "stats-view", null, {}],
    ],
  ],
  [
    "For Sale",
    "for-sale",
    { en: "For sale", nl: "Te koop", fr: "À vendre", de: "Zu verkaufen" },
    [["card-view", "property-list", null, { goal: "sale" }]],
  ],
  [
    "For Rent",
    "for-rent",
    { en: "For rent", nl: "Te huur", fr: "À louer", de: "Zu vermieten" },
    [["card-view", "property-list", null, { goal: "rent" }]],
  ],
  [
    "About us",
    "A-propos-de-nous",
    { en: "About us", nl: "Over ons", fr: "À propos", de: "Über uns" },
    [
      ["card-view", "article", "about-us", {}],
      ["ons-team-view", "category", "team", {}],
    ],
  ],
  [
    "Documents and info",
    "Documents-et-info",
    {
      en: "Documents and info",
      nl: "Documenten en info",
      fr: "Documents et info",
      de: "Dokumente und Infos",
    },
    [["news-view", "category", "documents", {}]],
  ],
  [
    "Contact",
    "contact",
    { en: "Contact", nl: "Contact", fr: "Contact", de: "Kontakt" },
    [["card-view", "contact", null, {}]],
  ],
];
