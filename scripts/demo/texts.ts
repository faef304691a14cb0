import type { Language } from "#app/i18n/languages.ts";

// The demo agency's words: titles and descriptions that read like a local agency's, in four languages.
export type Texts = Record<Language, string>;

export const typeNames: Record<number, Texts> = {
  1: {
    en: "House/Villa/Farm",
    nl: "Villa/Huis/Hoeve",
    fr: "Villa/Maison/Ferme",
    de: "Villa/Haus/Bauernhof",
  },
  2: { en: "Apartment", nl: "Appartement", fr: "Appartement", de: "Wohnung" },
  3: { en: "Studio", nl: "Studio", fr: "Studio", de: "Studio" },
  4: { en: "Building land", nl: "Bouwgrond", fr: "Terrain", de: "Baugrundstück" },
  5: {
    en: "Investment property",
    nl: "Opbrengsteigendom",
    fr: "Immeuble de rapport",
    de: "Renditeobjekt",
  },
  6: { en: "Commercial premises", nl: "Handelspand", fr: "Local commercial", de: "Gewerbefläche" },
  7: { en: "Garage/parking", nl: "Garage/parking", fr: "Garage/parking", de: "Garage/Stellplatz" },
};

export const titles: Record<number, Texts[]> = {
  1: [
    {
      en: "Detached villa with a mature garden",
      nl: "Vrijstaande villa met aangelegde tuin",
      fr: "Villa quatre façades avec jardin arboré",
      de: "Freistehende Villa mit eingewachsenem Garten",
    },
    {
      en: "Characterful family house",
      nl: "Karaktervolle gezinswoning",
      fr: "Maison de caractère familiale",
      de: "Charaktervolles Familienhaus",
    },
    {
      en: "Renovated townhouse with terrace",
      nl: "Gerenoveerde stadswoning met terras",
      fr: "Maison de ville rénovée avec terrasse",
      de: "Renoviertes Stadthaus mit Terrasse",
    },
    {
      en: "Restored farmhouse in the countryside",
      nl: "Gerestaureerde hoeve op het platteland",
      fr: "Ferme restaurée en pleine campagne",
      de: "Restaurierter Bauernhof im Grünen",
    },
    {
      en: "Semi-detached house, quiet street",
      nl: "Halfopen woning in een rustige straat",
      fr: "Maison trois façades dans une rue calme",
      de: "Doppelhaushälfte in ruhiger Straße",
    },
  ],
  2: [
    {
      en: "Bright apartment with south-facing terrace",
      nl: "Lichtrijk appartement met zuidterras",
      fr: "Appartement lumineux avec terrasse sud",
      de: "Helle Wohnung mit Südterrasse",
    },
    {
      en: "Top-floor apartment with a view",
      nl: "Appartement op de bovenste verdieping met uitzicht",
      fr: "Appartement au dernier étage avec vue",
      de: "Wohnung im obersten Stock mit Aussicht",
    },
    {
      en: "Elegant apartment in a period building",
      nl: "Elegant appartement in een herenhuis",
      fr: "Élégant appartement dans une maison de maître",
      de: "Elegante Wohnung in einem Altbau",
    },
    {
      en: "Modern apartment close to the centre",
      nl: "Modern appartement vlak bij het centrum",
      fr: "Appartement moderne proche du centre",
      de: "Moderne Wohnung nahe dem Zentrum",
    },
  ],
  3: [
    {
      en: "Furnished studio near the station",
      nl: "Bemeubelde studio nabij het station",
      fr: "Studio meublé proche de la gare",
      de: "Möbliertes Studio nahe dem Bahnhof",
    },
    {
      en: "Renovated studio, ideal first purchase",
      nl: "Gerenoveerde studio, ideaal eerste aankoop",
      fr: "Studio rénové, idéal premier achat",
      de: "Renoviertes Studio, ideal als erste Immobilie",
    },
  ],
  4: [
    {
      en: "Building plot in a green setting",
      nl: "Bouwgrond in een groene omgeving",
      fr: "Terrain à bâtir dans un cadre verdoyant",
      de: "Baugrundstück in grüner Umgebung",
    },
    {
      en: "Level plot for a detached house",
      nl: "Vlak perceel voor open bebouwing",
      fr: "Terrain plat pour villa quatre façades",
      de: "Ebenes Grundstück für ein freistehendes Haus",
    },
  ],
  5: [
    {
      en: "Investment building with three units",
      nl: "Opbrengsteigendom met drie woonsten",
      fr: "Immeuble de rapport de trois logements",
      de: "Renditeobjekt mit drei Wohneinheiten",
    },
    {
      en: "Mixed-use building, fully let",
      nl: "Gemengd gebouw, volledig verhuurd",
      fr: "Immeuble mixte entièrement loué",
      de: "Gemischt genutztes Gebäude, voll vermietet",
    },
  ],
  6: [
    {
      en: "Shop on a busy shopping street",
      nl: "Handelspand in een drukke winkelstraat",
      fr: "Commerce dans une rue commerçante animée",
      de: "Ladenlokal in belebter Einkaufsstraße",
    },
    {
      en: "Office space with parking",
      nl: "Kantoorruimte met parking",
      fr: "Bureaux avec parking",
      de: "Büroflächen mit Parkplätzen",
    },
  ],
  7: [
    {
      en: "Closed garage box",
      nl: "Gesloten garagebox",
      fr: "Box de garage fermé",
      de: "Geschlossene Garagenbox",
    },
    {
      en: "Underground parking space",
      nl: "Ondergrondse parkeerplaats",
      fr: "Emplacement de parking en sous-sol",
      de: "Tiefgaragenstellplatz",
    },
  ],
};

export interface Facts {
  city: string;
  bedrooms?: number | undefined;
  bathrooms?: number | undefined;
  surface?: number | undefined;
  garden?: number | undefined;
  year?: number | undefined;
}

type Sentence = (facts: Facts) => string;

const rooms: Record<Language, Sentence> = {
  en: (f) =>
    `It offers ${f.surface} m² of living space with ${f.bedrooms} bedroom${f.bedrooms === 1 ? "" : "s"} and ${f.bathrooms} bathroom${f.bathrooms === 1 ? "" : "s"}.`,
  nl: (f) =>
    `De woning biedt ${f.surface} m² woonruimte met ${f.bedrooms} slaapkamer${f.bedrooms === 1 ? "" : "s"} en ${f.bathrooms} badkamer${f.bathrooms === 1 ? "" : "s"}.`,
  fr: (f) =>
    `Il offre ${f.surface} m² habitables avec ${f.bedrooms} chambre${f.bedrooms === 1 ? "" : "s"} et ${f.bathrooms} salle${f.bathrooms === 1 ? "" : "s"} de bain.`,
  de: (f) =>
    `Sie bietet ${f.surface} m² Wohnfläche mit ${f.bedrooms} Schlafzimmer${f.bedrooms === 1 ? "" : "n"} und ${f.bathrooms} Bad${f.bathrooms === 1 ? "" : "ezimmern"}.`,
};

const location: Record<Language, Sentence[]> = {
  en: [
    (f) =>
      `Located in a quiet, green part of ${f.city}, close to schools, shops and public transport.`,
    (f) => `In the heart of ${f.city}, a few minutes' walk from the station and the market square.`,
  ],
  nl: [
    (f) =>
      `Gelegen in een rustige, groene buurt van ${f.city}, dicht bij scholen, winkels en openbaar vervoer.`,
    (f) => `In het hart van ${f.city}, op enkele minuten wandelen van het station en de markt.`,
  ],
  fr: [
    (f) =>
      `Situé dans un quartier calme et verdoyant de ${f.city}, proche des écoles, des commerces et des transports.`,
    (f) => `Au cœur de ${f.city}, à quelques minutes à pied de la gare et de la place du marché.`,
  ],
  de: [
    (f) =>
      `In einem ruhigen, grünen Viertel von ${f.city} gelegen, nahe bei Schulen, Geschäften und öffentlichen Verkehrsmitteln.`,
    (f) => `Im Herzen von ${f.city}, wenige Gehminuten vom Bahnhof und vom Marktplatz entfernt.`,
  ],
};

const garden: Record<Language, Sentence> = {
  en: (f) => `The ${f.garden} m² garden faces south and is not overlooked.`,
  nl: (f) => `De tuin van ${f.garden} m² ligt op het zuiden en is niet ingekeken.`,
  fr: (f) => `Le jardin de ${f.garden} m² est orienté plein sud et sans vis-à-vis.`,
  de: (f) => `Der ${f.garden} m² große Garten ist nach Süden ausgerichtet und nicht einsehbar.`,
};

const built: Record<Language, Sentence> = {
  en: (f) => `Built in ${f.year} and carefully maintained, it is ready to move into.`,
  nl: (f) => `Gebouwd in ${f.year} en zorgvuldig onderhouden, onmiddellijk bewoonbaar.`,
  fr: (f) => `Construit en ${f.year} et soigneusement entretenu, il est prêt à être habité.`,
  de: (f) => `${f.year} erbaut und sorgfältig gepflegt, ist sie sofort bezugsfertig.`,
};

const closing: Texts = {
  en: "Visits by appointment with our agency.",
  nl: "Bezoek op afspraak met ons kantoor.",
  fr: "Visites sur rendez-vous avec notre agence.",
  de: "Besichtigungen nach Vereinbarung mit unserer Agentur.",
};

const plain: Record<number, Texts> = {
  4: {
    en: "A rare plot with good access, in a zone for housing; building permit possible.",
    nl: "Een zeldzaam perceel, goed bereikbaar, in woongebied; bouwvergunning mogelijk.",
    fr: "Un terrain rare, bien accessible, en zone d'habitat ; permis de bâtir possible.",
    de: "Ein seltenes, gut erreichbares Grundstück im Wohngebiet; Baugenehmigung möglich.",
  },
  6: {
    en: "Large windows onto the street, fitted space and storage at the back.",
    nl: "Grote etalage aan de straatkant, ingerichte ruimte en berging achteraan.",
    fr: "Grande vitrine côté rue, espace aménagé et réserve à l'arrière.",
    de: "Großes Schaufenster zur Straße, eingerichtete Fläche und Lager hinten.",
  },
  7: {
    en: "Secure access with a remote control, close to the centre.",
    nl: "Beveiligde toegang met afstandsbediening, dicht bij het centrum.",
    fr: "Accès sécurisé par télécommande, proche du centre.",
    de: "Gesicherte Zufahrt per Fernbedienung, nahe dem Zentrum.",
  },
};

/** A description built from the property's own facts, in one language, as HTML paragraphs like a CRM's. */
export function description(
  language: Language,
  webId: number,
  facts: Facts,
  variant: number,
): string {
  const sentences: string[] = [];
  const plainText = plain[webId];
  if (plainText) sentences.push(plainText[language]);
  else sentences.push(rooms[language](facts));
  const where = location[language];
  sentences.push((where[variant % where.length] as Sentence)(facts));
  if (facts.garden) sentences.push(garden[language](facts));
  if (facts.year) sentences.push(built[language](facts));
  return `<p>${sentences.join(" ")}</p><p>${closing[language]}</p>`;
}

export const marqueeNames: Record<number, Texts> = {
  1: { en: "New", nl: "Nieuw", fr: "Nouveau", de: "Neu" },
  2: { en: "Exclusive", nl: "Exclusief", fr: "Exclusivité", de: "Exklusiv" },
  3: { en: "Price reduced", nl: "Prijsdaling", fr: "Prix en baisse", de: "Preis gesenkt" },
  4: { en: "Open day", nl: "Opendeur", fr: "Portes ouvertes", de: "Tag der offenen Tür" },
};

export const heating: Texts[] = [
  {
    en: "Gas central heating",
    nl: "Centrale verwarming op gas",
    fr: "Chauffage central au gaz",
    de: "Gaszentralheizung",
  },
  { en: "Heat pump", nl: "Warmtepomp", fr: "Pompe à chaleur", de: "Wärmepumpe" },
  {
    en: "Oil central heating",
    nl: "Centrale verwarming op stookolie",
    fr: "Chauffage central au mazout",
    de: "Ölzentralheizung",
  },
];

export const kitchen: Texts[] = [
  {
    en: "Fully fitted kitchen",
    nl: "Volledig uitgeruste keuken",
    fr: "Cuisine entièrement équipée",
    de: "Voll ausgestattete Küche",
  },
  {
    en: "Open-plan kitchen with island",
    nl: "Open keuken met eiland",
    fr: "Cuisine ouverte avec îlot",
    de: "Offene Küche mit Kochinsel",
  },
];
