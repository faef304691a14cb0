import type { SiteContent } from "#app/data/content/content-writer.server.ts";
import type { Language } from "#app/i18n/languages.ts";
import { type DemoMedia, demoArticles, demoPages } from "./site-file.ts";

// What of the demo agency's content is not a site file's (docs/operations.md "The site as a file"): its
// categories' names (a category is no document of the desk; the import makes a category it lacks,
// without names) and the fields of the four forms of docs/requirements.md §2 its PDFs are drawn with
// (pdf.ts). Its articles and pages are in scripts/demo/site.json.

type Texts = Record<Language, string>;

const categoryNames: [string, Texts][] = [
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

/** The demo's categories with their names, in their order. */
export const demoCategories: SiteContent["categories"] = categoryNames.map(
  ([key, names], sort) => ({
    key,
    sort,
    names,
  }),
);

/** The fields of each form the demo draws as a PDF, by the key of its article in the site file. */
export const documentFields: Record<string, Texts[]> = {
  "purchase-offer": [
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
  "tenant-candidate-sheet": [
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
  "water-meter-reading": [
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
  "gas-electricity-meter-reading": [
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
};

/**
 * The demo's site content as the content writer takes it (tests and benchmarks seed the demo's site
 * with it, without a site import): its categories, and the site file's articles and pages.
 */
export function demoContent(media: DemoMedia = {}): SiteContent {
  return { categories: demoCategories, articles: demoArticles(media), pages: demoPages() };
}
