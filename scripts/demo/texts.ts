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

const t = (en: string, nl: string, fr: string, de: string): Texts => ({ en, nl, fr, de });

/**
 * Titles per goal and type: a rental speaks of letting, never of buying. Each ends with its place
 * (uniqueTitle), so that no two properties of the demo share one.
 */
export const titles: Record<"sale" | "rent", Record<number, Texts[]>> = {
  sale: {
    1: [
      t(
        "Detached villa with a mature garden",
        "Vrijstaande villa met aangelegde tuin",
        "Villa quatre façades avec jardin arboré",
        "Freistehende Villa mit eingewachsenem Garten",
      ),
      t(
        "Characterful family house",
        "Karaktervolle gezinswoning",
        "Maison de caractère familiale",
        "Charaktervolles Familienhaus",
      ),
      t(
        "Renovated townhouse with terrace",
        "Gerenoveerde stadswoning met terras",
        "Maison de ville rénovée avec terrasse",
        "Renoviertes Stadthaus mit Terrasse",
      ),
      t(
        "Restored farmhouse in the countryside",
        "Gerestaureerde hoeve op het platteland",
        "Ferme restaurée en pleine campagne",
        "Restaurierter Bauernhof im Grünen",
      ),
      t(
        "Semi-detached house in a quiet street",
        "Halfopen woning in een rustige straat",
        "Maison trois façades dans une rue calme",
        "Doppelhaushälfte in ruhiger Straße",
      ),
      t(
        "Family home to make your own",
        "Gezinswoning om naar eigen smaak in te richten",
        "Maison familiale à personnaliser",
        "Familienhaus zum Gestalten nach eigenem Geschmack",
      ),
    ],
    2: [
      t(
        "Bright apartment with south-facing terrace",
        "Lichtrijk appartement met zuidterras",
        "Appartement lumineux avec terrasse sud",
        "Helle Wohnung mit Südterrasse",
      ),
      t(
        "Top-floor apartment with a view",
        "Appartement op de bovenste verdieping met uitzicht",
        "Appartement au dernier étage avec vue",
        "Wohnung im obersten Stock mit Aussicht",
      ),
      t(
        "Elegant apartment in a period building",
        "Elegant appartement in een herenhuis",
        "Élégant appartement dans une maison de maître",
        "Elegante Wohnung in einem Altbau",
      ),
      t(
        "Modern apartment close to the centre",
        "Modern appartement vlak bij het centrum",
        "Appartement moderne proche du centre",
        "Moderne Wohnung nahe dem Zentrum",
      ),
      t(
        "Ground-floor apartment with a private garden",
        "Gelijkvloers appartement met eigen tuin",
        "Rez-de-chaussée avec jardin privatif",
        "Erdgeschosswohnung mit eigenem Garten",
      ),
    ],
    3: [
      t(
        "Renovated studio, ideal first purchase",
        "Gerenoveerde studio, ideale eerste aankoop",
        "Studio rénové, idéal premier achat",
        "Renoviertes Studio, ideal als erste Immobilie",
      ),
      t(
        "Studio near the station, a sound investment",
        "Studio nabij het station, een veilige belegging",
        "Studio proche de la gare, placement sûr",
        "Studio nahe dem Bahnhof, eine sichere Anlage",
      ),
    ],
    4: [
      t(
        "Building plot in a green setting",
        "Bouwgrond in een groene omgeving",
        "Terrain à bâtir dans un cadre verdoyant",
        "Baugrundstück in grüner Umgebung",
      ),
      t(
        "Level plot for a detached house",
        "Vlak perceel voor open bebouwing",
        "Terrain plat pour villa quatre façades",
        "Ebenes Grundstück für ein freistehendes Haus",
      ),
    ],
    5: [
      t(
        "Investment building with three units",
        "Opbrengsteigendom met drie woonsten",
        "Immeuble de rapport de trois logements",
        "Renditeobjekt mit drei Wohneinheiten",
      ),
      t(
        "Mixed-use building, fully let",
        "Gemengd gebouw, volledig verhuurd",
        "Immeuble mixte entièrement loué",
        "Gemischt genutztes Gebäude, voll vermietet",
      ),
    ],
    6: [
      t(
        "Shop on a busy shopping street",
        "Handelspand in een drukke winkelstraat",
        "Commerce dans une rue commerçante animée",
        "Ladenlokal in belebter Einkaufsstraße",
      ),
      t(
        "Office space with parking",
        "Kantoorruimte met parking",
        "Bureaux avec parking",
        "Büroflächen mit Parkplätzen",
      ),
    ],
    7: [
      t(
        "Closed garage box",
        "Gesloten garagebox",
        "Box de garage fermé",
        "Geschlossene Garagenbox",
      ),
      t(
        "Underground parking space",
        "Ondergrondse parkeerplaats",
        "Emplacement de parking en sous-sol",
        "Tiefgaragenstellplatz",
      ),
    ],
  },
  rent: {
    1: [
      t(
        "To let: family house with a garden",
        "Te huur: gezinswoning met tuin",
        "À louer : maison familiale avec jardin",
        "Zu vermieten: Familienhaus mit Garten",
      ),
      t(
        "To let: townhouse close to schools",
        "Te huur: stadswoning vlak bij scholen",
        "À louer : maison de ville proche des écoles",
        "Zu vermieten: Stadthaus nahe den Schulen",
      ),
      t(
        "To let: villa ready to move into",
        "Te huur: instapklare villa",
        "À louer : villa prête à habiter",
        "Zu vermieten: bezugsfertige Villa",
      ),
      t(
        "To let: semi-detached house in a quiet street",
        "Te huur: halfopen woning in een rustige straat",
        "À louer : maison trois façades dans une rue calme",
        "Zu vermieten: Doppelhaushälfte in ruhiger Straße",
      ),
    ],
    2: [
      t(
        "To let: bright apartment with terrace",
        "Te huur: lichtrijk appartement met terras",
        "À louer : appartement lumineux avec terrasse",
        "Zu vermieten: helle Wohnung mit Terrasse",
      ),
      t(
        "To let: furnished apartment near the centre",
        "Te huur: bemeubeld appartement nabij het centrum",
        "À louer : appartement meublé près du centre",
        "Zu vermieten: möblierte Wohnung nahe dem Zentrum",
      ),
      t(
        "To let: top-floor apartment with a view",
        "Te huur: appartement op de bovenste verdieping met uitzicht",
        "À louer : appartement au dernier étage avec vue",
        "Zu vermieten: Wohnung im obersten Stock mit Aussicht",
      ),
      t(
        "To let: apartment in a period building",
        "Te huur: appartement in een herenhuis",
        "À louer : appartement dans une maison de maître",
        "Zu vermieten: Wohnung in einem Altbau",
      ),
      t(
        "To let: modern apartment, available soon",
        "Te huur: modern appartement, snel vrij",
        "À louer : appartement moderne, libre rapidement",
        "Zu vermieten: moderne Wohnung, bald frei",
      ),
    ],
    3: [
      t(
        "To let: furnished studio near the station",
        "Te huur: bemeubelde studio nabij het station",
        "À louer : studio meublé proche de la gare",
        "Zu vermieten: möbliertes Studio nahe dem Bahnhof",
      ),
      t(
        "To let: renovated studio, ideal for students",
        "Te huur: gerenoveerde studio, ideaal voor studenten",
        "À louer : studio rénové, idéal pour étudiants",
        "Zu vermieten: renoviertes Studio, ideal für Studierende",
      ),
    ],
    6: [
      t(
        "To let: shop on a busy shopping street",
        "Te huur: handelspand in een drukke winkelstraat",
        "À louer : commerce dans une rue commerçante animée",
        "Zu vermieten: Ladenlokal in belebter Einkaufsstraße",
      ),
      t(
        "To let: offices with parking",
        "Te huur: kantoorruimte met parking",
        "À louer : bureaux avec parking",
        "Zu vermieten: Büroflächen mit Parkplätzen",
      ),
    ],
    7: [
      t(
        "To let: garage box",
        "Te huur: garagebox",
        "À louer : box de garage",
        "Zu vermieten: Garagenbox",
      ),
      t(
        "To let: underground parking space",
        "Te huur: ondergrondse parkeerplaats",
        "À louer : emplacement de parking en sous-sol",
        "Zu vermieten: Tiefgaragenstellplatz",
      ),
    ],
  },
};

/**
 * One of `choices` (from the `start`th on) followed by its place, the first one no property has yet
 * (`used`, which it joins); when each is taken, the same with the property's surface (units of one
 * project); at a benchmark's thousands of properties, the first.
 */
export function uniqueTitle(
  choices: Texts[],
  place: Texts,
  surface: number,
  start: number,
  used: Set<string>,
): Texts {
  const inPlace = ({ en, nl, fr, de }: Texts): Texts => ({
    en: `${en} in ${place.en}`,
    nl: `${nl} in ${place.nl}`,
    fr: `${fr} à ${place.fr}`,
    de: `${de} in ${place.de}`,
  });
  const withSurface = (title: Texts) =>
    Object.fromEntries(
      Object.entries(title).map(([language, text]) => [language, `${text}, ${surface} m²`]),
    ) as Texts;
  const ordered = choices.map((_, i) => inPlace(choices[(start + i) % choices.length] as Texts));
  const candidates = [...ordered, ...ordered.map(withSurface)];
  const key = (title: Texts) => Object.values(title).join("|");
  const title =
    candidates.find((candidate) => !used.has(key(candidate))) ?? (candidates[0] as Texts);
  used.add(key(title));
  return title;
}

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
