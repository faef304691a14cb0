import type { SiteContent } from "#app/data/content/content-writer.server.ts";
import { slugify } from "#app/domain/slug.ts";
import { type Language, languages } from "#app/i18n/languages.ts";
import type { ArticleInput } from "#app/model/content/article.ts";
import { demoPages } from "./site-file.ts";
import { testimonials } from "./testimonials.ts";

// The demo agency's site content: article categories, articles (testimonials, services, news, the four
// documents of docs/requirements.md §2, team, standalone pages), and the menu pages of §2 from the demo's
// site file (site-file.ts).

type Texts = Record<Language, string>;

const categories: [string, Texts][] = [
  [
    "testimonials",
    { en: "Testimonials", nl: "Getuigenissen", fr: "Témoignages", de: "Erfahrungsberichte" },
  ],
  [
    "services",
    { en: "Our services", nl: "Onze diensten", fr: "Nos services", de: "Unsere Leistungen" },
  ],
  ["news", { en: "News", nl: "Nieuws", fr: "Actualités", de: "Neuigkeiten" }],
  ["documents", { en: "Documents", nl: "Documenten", fr: "Documents", de: "Dokumente" }],
  ["team", { en: "Our team", nl: "Ons team", fr: "Notre équipe", de: "Unser Team" }],
  ["pages", { en: "Pages", nl: "Pagina's", fr: "Pages", de: "Seiten" }],
];

function article(
  category: ArticleInput["category"],
  sort: number,
  titles: Texts,
  bodies: Texts,
  extra: Partial<ArticleInput> = {},
): ArticleInput {
  return {
    category,
    sort,
    texts: Object.fromEntries(
      languages.map((l) => [
        l,
        {
          slug: slugify(titles[l]),
          title: titles[l],
          summary: bodies[l].replace(/<[^>]+>/g, "").slice(0, 160),
          body: bodies[l],
        },
      ]),
    ),
    ...extra,
  };
}

const services: [Texts, Texts][] = [
  [
    {
      en: "Selling your property",
      nl: "Uw eigendom verkopen",
      fr: "Vendre votre bien",
      de: "Ihre Immobilie verkaufen",
    },
    {
      en: "<p>Valuation, photos and floor plans, publication on the main portals, visits with qualified buyers and follow-up up to the notary.</p>",
      nl: "<p>Schatting, foto's en plannen, publicatie op de grote portalen, bezoeken met gescreende kopers en opvolging tot bij de notaris.</p>",
      fr: "<p>Estimation, photos et plans, diffusion sur les grands portails, visites avec des acquéreurs qualifiés et suivi jusque chez le notaire.</p>",
      de: "<p>Bewertung, Fotos und Grundrisse, Veröffentlichung auf den großen Portalen, Besichtigungen mit geprüften Käufern und Begleitung bis zum Notar.</p>",
    },
  ],
  [
    {
      en: "Letting your property",
      nl: "Uw eigendom verhuren",
      fr: "Louer votre bien",
      de: "Ihre Immobilie vermieten",
    },
    {
      en: "<p>Tenant screening, lease and rental guarantee, inventory of fixtures and registration of the lease.</p>",
      nl: "<p>Screening van huurders, huurcontract en huurwaarborg, plaatsbeschrijving en registratie van het contract.</p>",
      fr: "<p>Sélection des locataires, bail et garantie locative, état des lieux et enregistrement du bail.</p>",
      de: "<p>Mieterprüfung, Mietvertrag und Mietkaution, Übergabeprotokoll und Registrierung des Vertrags.</p>",
    },
  ],
  [
    {
      en: "Free valuation",
      nl: "Gratis schatting",
      fr: "Estimation gratuite",
      de: "Kostenlose Bewertung",
    },
    {
      en: "<p>An agent visits your property and gives you a written valuation based on recent sales in your street, within 48 hours.</p>",
      nl: "<p>Een makelaar bezoekt uw eigendom en bezorgt u binnen 48 uur een schriftelijke schatting op basis van recente verkopen in uw straat.</p>",
      fr: "<p>Un agent visite votre bien et vous remet sous 48 heures une estimation écrite fondée sur les ventes récentes de votre rue.</p>",
      de: "<p>Ein Makler besichtigt Ihre Immobilie und gibt Ihnen innerhalb von 48 Stunden eine schriftliche Bewertung auf Basis jüngster Verkäufe in Ihrer Straße.</p>",
    },
  ],
  [
    {
      en: "Property management",
      nl: "Rentmeesterschap",
      fr: "Gestion locative",
      de: "Mietverwaltung",
    },
    {
      en: "<p>Rent collection, indexation, repairs and yearly statements: we look after your rented property as if it were ours.</p>",
      nl: "<p>Inning van de huur, indexering, herstellingen en jaarlijkse afrekening: we beheren uw verhuurd pand alsof het het onze was.</p>",
      fr: "<p>Perception des loyers, indexation, réparations et décompte annuel : nous gérons votre bien loué comme le nôtre.</p>",
      de: "<p>Mieteinzug, Indexierung, Reparaturen und Jahresabrechnung: Wir verwalten Ihre vermietete Immobilie wie unsere eigene.</p>",
    },
  ],
];

const news: [Texts, Texts][] = [
  [
    {
      en: "Energy renovation: what changes for buyers",
      nl: "Energierenovatie: wat verandert er voor kopers",
      fr: "Rénovation énergétique : ce qui change pour les acheteurs",
      de: "Energetische Sanierung: was sich für Käufer ändert",
    },
    {
      en: "<p>Houses with an E or F label bought from 2023 must reach label D or better within five years. Our agents explain what it means for your budget.</p>",
      nl: "<p>Woningen met label E of F die vanaf 2023 gekocht worden, moeten binnen vijf jaar label D of beter halen. Onze makelaars leggen uit wat dat voor uw budget betekent.</p>",
      fr: "<p>Les maisons de label E ou F achetées à partir de 2023 doivent atteindre le label D ou mieux dans les cinq ans. Nos agents vous expliquent l'impact sur votre budget.</p>",
      de: "<p>Häuser mit Label E oder F, die ab 2023 gekauft werden, müssen innerhalb von sechs Jahren Label D oder besser erreichen. Unsere Makler erklären, was das für Ihr Budget bedeutet.</p>",
    },
  ],
  [
    {
      en: "Our new office on Avenue Louise",
      nl: "Ons nieuw kantoor aan de Louizalaan",
      fr: "Notre nouvelle agence avenue Louise",
      de: "Unser neues Büro an der Avenue Louise",
    },
    {
      en: "<p>Since September we welcome you at Avenue Louise 231, with longer opening hours on Saturdays.</p>",
      nl: "<p>Sinds september ontvangen we u aan de Louizalaan 231, met ruimere openingsuren op zaterdag.</p>",
      fr: "<p>Depuis septembre, nous vous accueillons au 231 avenue Louise, avec des horaires élargis le samedi.</p>",
      de: "<p>Seit September empfangen wir Sie in der Avenue Louise 231, samstags mit längeren Öffnungszeiten.</p>",
    },
  ],
  [
    {
      en: "Résidence Les Tilleuls: sales have started",
      nl: "Residentie Les Tilleuls: de verkoop is gestart",
      fr: "Résidence Les Tilleuls : la commercialisation a commencé",
      de: "Residenz Les Tilleuls: der Verkauf hat begonnen",
    },
    {
      en: "<p>Eight low-energy apartments in Wavre, from € 225.000. Two are already sold.</p>",
      nl: "<p>Acht energiezuinige appartementen in Waver, vanaf € 225.000. Twee zijn al verkocht.</p>",
      fr: "<p>Huit appartements basse énergie à Wavre, à partir de € 225.000. Deux sont déjà vendus.</p>",
      de: "<p>Acht Niedrigenergiewohnungen in Wavre, ab € 225.000. Zwei sind bereits verkauft.</p>",
    },
  ],
];

/** docs/requirements.md §2 documents: purchase offer, tenant candidate sheet, water and gas/electricity meter readings. */
export const documentForms: { key: string; titles: Texts; intro: Texts; fields: Texts[] }[] = [
  {
    key: "purchase-offer",
    titles: { en: "Purchase offer", nl: "Bod tot aankoop", fr: "Offre d'achat", de: "Kaufangebot" },
    intro: {
      en: "The undersigned makes an offer to buy the property described below. An advance of 10 % of the price is due on signing the sale agreement.",
      nl: "Ondergetekende doet een bod tot aankoop van het hieronder beschreven eigendom. Een voorschot van 10 % van de prijs is verschuldigd bij de ondertekening van de verkoopovereenkomst.",
      fr: "Le soussigné fait offre d'achat pour le bien décrit ci-dessous. Un acompte de 10 % du prix est dû à la signature du compromis.",
      de: "Der Unterzeichnete macht ein Kaufangebot für die unten beschriebene Immobilie. Bei Unterzeichnung des Vorvertrags ist eine Anzahlung von 10 % fällig.",
    },
    fields: [
      { en: "Full name", nl: "Naam en voornaam", fr: "Nom et prénom", de: "Vor- und Nachname" },
      { en: "Address", nl: "Adres", fr: "Adresse", de: "Adresse" },
      { en: "Property", nl: "Eigendom", fr: "Bien concerné", de: "Immobilie" },
      { en: "Price offered", nl: "Geboden prijs", fr: "Prix offert", de: "Angebotener Preis" },
      {
        en: "Date and signature",
        nl: "Datum en handtekening",
        fr: "Date et signature",
        de: "Datum und Unterschrift",
      },
    ],
  },
  {
    key: "tenant-candidate-sheet",
    titles: {
      en: "Tenant candidate sheet",
      nl: "Kandidatuurformulier huurder",
      fr: "Fiche candidat locataire",
      de: "Bewerbungsbogen Mieter",
    },
    intro: {
      en: "Please complete this sheet to apply for the property. The deposit amounts to three months' rent.",
      nl: "Vul dit formulier in om u kandidaat te stellen. De huurwaarborg bedraagt drie maanden huur.",
      fr: "Merci de compléter cette fiche pour poser votre candidature. La garantie locative s'élève à trois mois de loyer.",
      de: "Bitte füllen Sie diesen Bogen aus, um sich zu bewerben. Die Kaution beträgt drei Monatsmieten.",
    },
    fields: [
      { en: "Full name", nl: "Naam en voornaam", fr: "Nom et prénom", de: "Vor- und Nachname" },
      {
        en: "Phone and email",
        nl: "Telefoon en e-mail",
        fr: "Téléphone et e-mail",
        de: "Telefon und E-Mail",
      },
      {
        en: "Occupation and employer",
        nl: "Beroep en werkgever",
        fr: "Profession et employeur",
        de: "Beruf und Arbeitgeber",
      },
      {
        en: "Net monthly income",
        nl: "Netto maandinkomen",
        fr: "Revenu mensuel net",
        de: "Monatliches Nettoeinkommen",
      },
      {
        en: "Number of occupants",
        nl: "Aantal bewoners",
        fr: "Nombre d'occupants",
        de: "Anzahl der Bewohner",
      },
    ],
  },
  {
    key: "water-meter-reading",
    titles: {
      en: "Water meter reading",
      nl: "Meterstand water",
      fr: "Relevé du compteur d'eau",
      de: "Wasserzählerstand",
    },
    intro: {
      en: "To be completed by the outgoing and incoming occupants on the day the keys are handed over.",
      nl: "In te vullen door de vertrekkende en de nieuwe bewoner op de dag van de sleuteloverdracht.",
      fr: "À compléter par l'occupant sortant et l'occupant entrant le jour de la remise des clés.",
      de: "Vom ausziehenden und vom einziehenden Bewohner am Tag der Schlüsselübergabe auszufüllen.",
    },
    fields: [
      { en: "Address", nl: "Adres", fr: "Adresse", de: "Adresse" },
      { en: "Meter number", nl: "Meternummer", fr: "Numéro du compteur", de: "Zählernummer" },
      { en: "Reading (m³)", nl: "Meterstand (m³)", fr: "Index (m³)", de: "Zählerstand (m³)" },
      {
        en: "Date and signatures",
        nl: "Datum en handtekeningen",
        fr: "Date et signatures",
        de: "Datum und Unterschriften",
      },
    ],
  },
  {
    key: "gas-electricity-meter-reading",
    titles: {
      en: "Gas and electricity meter reading",
      nl: "Meterstand gas en elektriciteit",
      fr: "Relevé des compteurs gaz et électricité",
      de: "Gas- und Stromzählerstand",
    },
    intro: {
      en: "To be completed on the day the keys are handed over and sent to your energy supplier.",
      nl: "In te vullen op de dag van de sleuteloverdracht en te bezorgen aan uw energieleverancier.",
      fr: "À compléter le jour de la remise des clés et à transmettre à votre fournisseur d'énergie.",
      de: "Am Tag der Schlüsselübergabe auszufüllen und Ihrem Energieversorger zu senden.",
    },
    fields: [
      {
        en: "EAN code (electricity)",
        nl: "EAN-code (elektriciteit)",
        fr: "Code EAN (électricité)",
        de: "EAN-Code (Strom)",
      },
      {
        en: "Electricity reading (day / night)",
        nl: "Meterstand elektriciteit (dag / nacht)",
        fr: "Index électricité (jour / nuit)",
        de: "Stromzählerstand (Tag / Nacht)",
      },
      { en: "EAN code (gas)", nl: "EAN-code (gas)", fr: "Code EAN (gaz)", de: "EAN-Code (Gas)" },
      {
        en: "Gas reading (m³)",
        nl: "Meterstand gas (m³)",
        fr: "Index gaz (m³)",
        de: "Gaszählerstand (m³)",
      },
      {
        en: "Date and signatures",
        nl: "Datum en handtekeningen",
        fr: "Date et signatures",
        de: "Datum und Unterschriften",
      },
    ],
  },
];

const team: [string, Texts][] = [
  [
    "Claire Dumont",
    {
      en: "Managing director",
      nl: "Zaakvoerder",
      fr: "Administratrice déléguée",
      de: "Geschäftsführerin",
    },
  ],
  [
    "Jonas Peeters",
    {
      en: "Sales agent, Flemish Brabant",
      nl: "Verkoopmakelaar, Vlaams-Brabant",
      fr: "Agent commercial, Brabant flamand",
      de: "Verkaufsmakler, Flämisch-Brabant",
    },
  ],
  [
    "Amélie Laurent",
    {
      en: "Lettings and management",
      nl: "Verhuur en beheer",
      fr: "Location et gestion",
      de: "Vermietung und Verwaltung",
    },
  ],
  [
    "Marco Weber",
    { en: "Luxembourg desk", nl: "Luxemburg", fr: "Pôle Luxembourg", de: "Luxemburg" },
  ],
];

const pages: [string, Texts, Texts][] = [
  [
    "about-us",
    { en: "About us", nl: "Over ons", fr: "À propos de nous", de: "Über uns" },
    {
      en: "<p>Immo Lumière is an independent agency founded in Brussels in 1998. Twelve people sell, let and manage homes across Brussels, both Brabants and Luxembourg, in four languages.</p>",
      nl: "<p>Immo Lumière is een onafhankelijk kantoor, in 1998 opgericht in Brussel. Twaalf mensen verkopen, verhuren en beheren woningen in Brussel, beide Brabanten en Luxemburg, in vier talen.</p>",
      fr: "<p>Immo Lumière est une agence indépendante fondée à Bruxelles en 1998. Douze personnes vendent, louent et gèrent des biens à Bruxelles, dans les deux Brabants et au Luxembourg, en quatre langues.</p>",
      de: "<p>Immo Lumière ist eine unabhängige Agentur, 1998 in Brüssel gegründet. Zwölf Menschen verkaufen, vermieten und verwalten Immobilien in Brüssel, in beiden Brabant-Provinzen und in Luxemburg, in vier Sprachen.</p>",
    },
  ],
  [
    "disclaimer",
    { en: "Disclaimer", nl: "Disclaimer", fr: "Avertissement", de: "Haftungsausschluss" },
    {
      en: "<p>The information on this site is given in good faith and without guarantee. Photos are not contractual.</p>",
      nl: "<p>De informatie op deze site wordt te goeder trouw en zonder garantie gegeven. Foto's zijn niet contractueel.</p>",
      fr: "<p>Les informations de ce site sont données de bonne foi et sans garantie. Les photos ne sont pas contractuelles.</p>",
      de: "<p>Die Angaben auf dieser Website erfolgen nach bestem Wissen und ohne Gewähr. Fotos sind nicht vertraglich.</p>",
    },
  ],
  [
    "cookie-policy",
    {
      en: "Cookie policy",
      nl: "Cookiebeleid",
      fr: "Politique en matière de cookies",
      de: "Cookie-Richtlinie",
    },
    {
      en: "<p>We use necessary cookies to run the site and, only with your consent, analytics and advertising cookies.</p>",
      nl: "<p>We gebruiken noodzakelijke cookies om de site te laten werken en, alleen met uw toestemming, analytische en advertentiecookies.</p>",
      fr: "<p>Nous utilisons des cookies nécessaires au fonctionnement du site et, uniquement avec votre accord, des cookies de mesure et de publicité.</p>",
      de: "<p>Wir verwenden notwendige Cookies für den Betrieb der Website und, nur mit Ihrer Zustimmung, Analyse- und Werbe-Cookies.</p>",
    },
  ],
  [
    "privacy",
    {
      en: "Privacy statement",
      nl: "Privacyverklaring",
      fr: "Déclaration de confidentialité",
      de: "Datenschutzerklärung",
    },
    {
      en: "<p>Your data is used only to answer your requests and is never sold. You may ask to see or delete it at any time.</p>",
      nl: "<p>Uw gegevens worden enkel gebruikt om uw vragen te beantwoorden en worden nooit verkocht. U kunt ze altijd inzien of laten wissen.</p>",
      fr: "<p>Vos données servent uniquement à répondre à vos demandes et ne sont jamais vendues. Vous pouvez à tout moment les consulter ou les faire effacer.</p>",
      de: "<p>Ihre Daten dienen nur der Beantwortung Ihrer Anfragen und werden nie verkauft. Sie können sie jederzeit einsehen oder löschen lassen.</p>",
    },
  ],
];

/** The site content; `documentFiles` are the stored PDFs of `documentForms`, by key and language. */
export function demoContent(
  documentFiles: Map<string, number>,
  publishedBefore: Date,
): SiteContent {
  const day = 86_400_000;
  const articles: ArticleInput[] = [
    ...testimonials.map(({ author, rating, quote }, i) =>
      article(
        "testimonials",
        i,
        Object.fromEntries(languages.map((l) => [l, author])) as Texts,
        Object.fromEntries(languages.map((l) => [l, `<p>${quote[l]}</p>`])) as Texts,
        {
          details: { author, rating },
          texts: Object.fromEntries(
            languages.map((l) => [
              l,
              {
                slug: slugify(`${author} ${i + 1}`),
                title: author,
                summary: quote[l],
                body: `<p>${quote[l]}</p>`,
              },
            ]),
          ),
        },
      ),
    ),
    ...services.map(([titles, bodies], i) => article("services", i, titles, bodies)),
    ...news.map(([titles, bodies], i) =>
      article("news", i, titles, bodies, {
        publishedAt: new Date(publishedBefore.getTime() - (i * 23 + 4) * day).toISOString(),
      }),
    ),
    ...documentForms.map(({ key, titles, intro }, i) =>
      article(
        "documents",
        i,
        titles,
        Object.fromEntries(languages.map((l) => [l, `<p>${intro[l]}</p>`])) as Texts,
        {
          key,
          documents: languages.flatMap((l) => {
            const id = documentFiles.get(`${key}/${l}`);
            return id ? [{ mediaFileId: id, name: `${titles[l]} (${l.toUpperCase()}).pdf` }] : [];
          }),
        },
      ),
    ),
    ...team.map(([name, role], i) =>
      article(
        "team",
        i,
        Object.fromEntries(languages.map((l) => [l, name])) as Texts,
        Object.fromEntries(languages.map((l) => [l, `<p>${role[l]}</p>`])) as Texts,
        {
          details: { role, email: `${slugify(name).split("-")[0]}@immo-lumiere.example` },
        },
      ),
    ),
    ...pages.map(([key, titles, bodies], i) => article("pages", i, titles, bodies, { key })),
  ];
  return {
    categories: categories.map(([key, names], sort) => ({ key, sort, names })),
    articles,
    pages: demoPages(),
  };
}
