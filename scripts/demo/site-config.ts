import type { ImageRefInput, SiteConfigInput } from "#app/model/config/site-config.ts";

// The demo agency's site configuration. Every home banner type can be chosen (`npm run demo -- --banner
// TYPE`); the default is the gallery.

export const bannerTypes = ["gallery", "image", "video", "properties", "projects"] as const;
export type BannerType = (typeof bannerTypes)[number];

export interface DemoImages {
  banners: ImageRefInput[];
  pageBanner: ImageRefInput;
  /** The agency's logo (logo.ts); without it the header shows the agency's name. */
  logo?: ImageRefInput | undefined;
}

/** The demo agency's colours, which its logo (logo.ts) is drawn in too. */
export const demoTheme = { brand: "#1f3a4d", accent: "#b5793b" };

const title = {
  en: "Your next home, chosen with care",
  nl: "Uw volgende woning, met zorg gekozen",
  fr: "Votre prochain chez-vous, choisi avec soin",
  de: "Ihr nächstes Zuhause, mit Sorgfalt ausgewählt",
};
const subtitle = {
  en: "A local agency in Brussels, Brabant and Luxembourg since 1998.",
  nl: "Een lokaal kantoor in Brussel, Brabant en Luxemburg sinds 1998.",
  fr: "Une agence locale à Bruxelles, dans le Brabant et au Luxembourg depuis 1998.",
  de: "Eine lokale Agentur in Brüssel, Brabant und Luxemburg seit 1998.",
};

function homeBanner(type: BannerType, images: DemoImages): SiteConfigInput["homeBanner"] {
  const text = { title: { text: title }, description: { text: subtitle } };
  const [first, ...rest] = images.banners;
  if (!first) throw new Error("the demo needs banner images");
  switch (type) {
    case "image":
      return { type, image: first, ...text };
    case "gallery":
      return { type, images: [first, ...rest], ...text };
    case "video":
      // No video file ships with the demo: the poster shows, as it does before a video loads.
      return {
        type,
        video: { url: "/demo/banner.webm", mimeType: "video/webm" },
        poster: first,
        ...text,
      };
    case "properties":
      return { type, count: 6, ...text };
    case "projects":
      return { type, ...text };
  }
}

export function demoSiteConfig(
  name: string,
  type: BannerType,
  images: DemoImages,
): SiteConfigInput {
  return {
    agency: {
      name,
      email: "info@immo-lumiere.example",
      phone: "02 345 67 89",
      street: "Avenue Louise 231",
      zip: "1050",
      city: { en: "Brussels", nl: "Brussel", fr: "Bruxelles", de: "Brüssel" },
      vatNumber: "BE 0123.456.789",
      ...(images.logo ? { logo: images.logo } : {}),
    },
    languages: { enabled: ["fr", "nl", "en", "de"], default: "fr", switcher: "code" },
    theme: demoTheme,
    topBar: {
      show: true,
      left: [
        {
          label: { en: "02 345 67 89", nl: "02 345 67 89", fr: "02 345 67 89", de: "02 345 67 89" },
          href: "tel:+3223456789",
          icon: "phone",
        },
        {
          label: { en: "Email us", nl: "Mail ons", fr: "Écrivez-nous", de: "Schreiben Sie uns" },
          href: "mailto:info@immo-lumiere.example",
          icon: "mail",
        },
      ],
      right: [
        {
          label: {
            en: "Owner login",
            nl: "Eigenaarslogin",
            fr: "Connexion du propriétaire",
            de: "Eigentümer-Login",
          },
          // The original path (docs/requirements.md §2): the contact page until the owner portal comes, then the login.
          href: "/login/",
          icon: "user",
        },
        {
          label: { en: "Facebook", nl: "Facebook", fr: "Facebook", de: "Facebook" },
          href: "https://www.facebook.com/immolumiere",
          icon: "facebook",
        },
      ],
    },
    header: {
      logoHeight: { top: 125, scrolled: 75 },
      maxMenuItems: 6,
      showHomeItem: true,
      freeEvaluationButton: true,
    },
    homeBanner: homeBanner(type, images),
    pageBanner: { type: "image", image: images.pageBanner },
    searchBlock: {
      showLogo: false,
      title: {
        text: {
          en: "Find a property",
          nl: "Zoek een pand",
          fr: "Trouver un bien",
          de: "Immobilie finden",
        },
      },
      descriptions: [
        {
          text: {
            en: "{{forSale}} properties for sale and {{forRent}} for rent right now.",
            nl: "Op dit moment {{forSale}} panden te koop en {{forRent}} te huur.",
            fr: "En ce moment, {{forSale}} biens à vendre et {{forRent}} à louer.",
            de: "Derzeit {{forSale}} Immobilien zu verkaufen und {{forRent}} zu vermieten.",
          },
        },
      ],
      showCounts: true,
    },
    footer: {
      columns: [
        {
          title: {
            text: {
              en: "Immo Lumière",
              nl: "Immo Lumière",
              fr: "Immo Lumière",
              de: "Immo Lumière",
            },
          },
          intro: { text: subtitle },
          width: 4,
        },
        {
          title: {
            text: {
              en: "Visit us",
              nl: "Bezoek ons",
              fr: "Nous rendre visite",
              de: "Besuchen Sie uns",
            },
          },
          text: {
            text: {
              en: "Avenue Louise 231, 1050 Brussels. Monday to Friday 9:00-18:00, Saturday 10:00-13:00.",
              nl: "Louizalaan 231, 1050 Brussel. Maandag tot vrijdag 9.00-18.00 uur, zaterdag 10.00-13.00 uur.",
              fr: "Avenue Louise 231, 1050 Bruxelles. Du lundi au vendredi de 9 h à 18 h, le samedi de 10 h à 13 h.",
              de: "Avenue Louise 231, 1050 Brüssel. Montag bis Freitag 9-18 Uhr, Samstag 10-13 Uhr.",
            },
          },
          width: 4,
        },
        {
          title: { text: { en: "Useful", nl: "Handig", fr: "Utile", de: "Nützlich" } },
          links: [
            {
              label: {
                en: "Free valuation",
                nl: "Gratis schatting",
                fr: "Estimation gratuite",
                de: "Kostenlose Bewertung",
              },
              href: "/fr/estimation-gratuite/",
            },
            {
              label: {
                en: "Register your search",
                nl: "Uw zoekopdracht registreren",
                fr: "Enregistrer ma recherche",
                de: "Suchauftrag eintragen",
              },
              // The spec's original path: it answers with the page in the visitor's language.
              href: "/demand-register/",
            },
            {
              label: { en: "Privacy", nl: "Privacy", fr: "Vie privée", de: "Datenschutz" },
              href: "/fr/privacy-statement/",
            },
          ],
          width: 4,
        },
      ],
      copyright: {
        en: "Immo Lumière SRL, IPI 512.345",
        nl: "Immo Lumière BV, BIV 512.345",
        fr: "Immo Lumière SRL, IPI 512.345",
        de: "Immo Lumière GmbH, IPI 512.345",
      },
    },
    cookieConsent: { expiryDays: 180 },
    siteInfo: { analyticsId: "G-DEMO12345", tagManagerId: "GTM-DEMO123" },
    partnerVideoHosts: ["immovlan.be", "zimmo.be"],
    // The listings' detailed map (ADR 014), loaded only when a visitor asks for it.
    map: {
      tileUrl: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
      attribution: "© OpenStreetMap contributors",
    },
  };
}
