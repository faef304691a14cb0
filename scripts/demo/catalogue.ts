import { allowsGoal } from "#app/domain/property-types.ts";
import { type Coordinates, pointAway } from "#app/domain/public-location.ts";
import { type Region, regionOfPostalCode } from "#app/domain/region.ts";
import { type Language, languages } from "#app/i18n/languages.ts";
import type { SnapshotInput } from "#app/model/catalogue/snapshot-schema.ts";
import { demoDetails, energyFigures, newBuildCosts } from "./details.ts";
import { photoPath, type SceneKind, sceneKinds } from "./photos.ts";
import { type Place, places } from "./places.ts";
import { type Random, seededRandom } from "./random.ts";
import {
  description,
  type Facts,
  heating,
  kitchen,
  marqueeNames,
  type Texts,
  titles,
  typeNames,
  uniqueTitle,
} from "./texts.ts";
import { demoVideoLinks } from "./videos.ts";

// The demo agency's catalogue as a CRM snapshot: 100 properties (two thirds for sale) spread over
// Brussels, Wallonia, Flanders and five in Luxembourg, among them the 8 units of one new-build project.

type PropertyInput = NonNullable<SnapshotInput["properties"]>[number];
type ProjectInput = NonNullable<SnapshotInput["projects"]>[number];
type Neutral = Omit<PropertyInput, "language" | "TypeDescription" | "City">;
type Localized = Pick<
  PropertyInput,
  | "TypeDescription"
  | "City"
  | "Description"
  | "MarqueeName"
  | "Heating"
  | "Kitchen"
  | "CountryName"
  | "PriceUnitText"
>;

interface DemoProperty {
  neutral: Neutral;
  texts: Record<Language, Localized>;
}

export interface DemoOptions {
  seed: number;
  /** Properties besides the project's units: 92 for the demo, far more for the import benchmark. */
  listings?: number;
  /** The day the demo is made: listing dates are spread over the months before it. */
  today: Date;
}

const projectId = 500;
// docs/requirements.md §3: the one project shown ranges from 225,000 to 307,500.
const unitPrices = [225000, 237500, 248000, 259500, 271000, 283500, 295000, 307500];

// docs/requirements.md §3: land (4) and investment buildings (5) are for sale only.
const saleTypes = [1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7];
const rentTypes = [1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 6, 6, 7, 7];

// docs/requirements.md §9 bands: values landing in every class of each region, used in turn per region.
const epcValues: Record<string, number[]> = {
  flanders: [-12, 64, 148, 236, 312, 445, 540],
  wallonia: [-8, 32, 71, 120, 210, 300, 390, 470, 580],
  brussels: [
    -4, 15, 38, 55, 70, 88, 104, 125, 141, 160, 182, 200, 222, 243, 265, 287, 310, 333, 380,
  ],
  luxembourg: [45, 90, 150, 210, 260],
};

const streets = [
  "Rue de la Station",
  "Avenue des Tilleuls",
  "Chemin du Moulin",
  "Kerkstraat",
  "Stationsstraat",
  "Beukenlaan",
  "Rue du Château",
  "Dorpsstraat",
  "Avenue de la Forêt",
  "Grand-Rue",
];

interface TypeProfile {
  surface: [number, number];
  bedrooms: [number, number];
  /** Euros per m² for sale, per m² and month for rent, in an area of price level 1. */
  sale: number;
  rent: number;
  scenes: SceneKind[];
}

const profiles: Record<number, TypeProfile> = {
  1: {
    surface: [140, 320],
    bedrooms: [3, 5],
    sale: 2300,
    rent: 9.5,
    scenes: [
      "facade",
      "livingRoom",
      "kitchen",
      "bedroom",
      "garden",
      "livingRoom",
      "bedroom",
      "garden",
    ],
  },
  2: {
    surface: [62, 150],
    bedrooms: [1, 3],
    sale: 3100,
    rent: 12.5,
    scenes: ["apartmentBuilding", "livingRoom", "kitchen", "bedroom", "livingRoom", "bedroom"],
  },
  3: {
    surface: [26, 42],
    bedrooms: [1, 1],
    sale: 3900,
    rent: 19,
    scenes: ["apartmentBuilding", "livingRoom", "kitchen", "bedroom", "livingRoom", "kitchen"],
  },
  4: {
    surface: [450, 2400],
    bedrooms: [0, 0],
    sale: 190,
    rent: 0,
    scenes: ["land", "land", "garden", "land", "garden", "land"],
  },
  5: {
    surface: [240, 520],
    bedrooms: [4, 8],
    sale: 1900,
    rent: 0,
    scenes: ["facade", "apartmentBuilding", "livingRoom", "kitchen", "bedroom", "livingRoom"],
  },
  6: {
    surface: [60, 380],
    bedrooms: [0, 0],
    sale: 2100,
    rent: 14,
    scenes: ["shopFront", "shopFront", "livingRoom", "kitchen", "shopFront", "livingRoom"],
  },
  7: {
    surface: [13, 18],
    bedrooms: [0, 0],
    sale: 2200,
    rent: 6,
    scenes: ["garage", "garage", "garage", "facade", "garage", "apartmentBuilding"],
  },
};

function regionOf(place: Place): Region | "luxembourg" {
  return place.countryId === 50 ? "luxembourg" : (regionOfPostalCode(place.zip) ?? "flanders");
}

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

/** `count` different photos, taking the profile's scenes in turn; a scene whose photos are used up is passed. */
function photos(r: Random, kinds: SceneKind[], count: number) {
  const unused = new Map(
    kinds.map((kind) => [kind, r.shuffle([...Array(sceneKinds[kind]).keys()])]),
  );
  const chosen: { Url: string }[] = [];
  for (let i = 0; chosen.length < count && i < count * kinds.length; i++) {
    const kind = kinds[i % kinds.length] as SceneKind;
    const index = unused.get(kind)?.pop();
    if (index !== undefined) chosen.push({ Url: photoPath(kind, index) });
  }
  return chosen;
}

const centreOf = (place: Place): Coordinates => ({ latitude: place.lat, longitude: place.lng });

/** A snapshot's position, to 5 decimals (about a metre) as a CRM gives it. */
function position(point: Coordinates) {
  return {
    Latitude: Number(point.latitude.toFixed(5)),
    Longitude: Number(point.longitude.toFixed(5)),
  };
}

// The project stands "a short walk from the centre" of its town: 400 m south-west of it. Its units stand
// in it, at its position.
const projectPosition = (place: Place) => position(pointAway(centreOf(place), 400, 225));

function daysBefore(today: Date, days: number): string {
  return new Date(today.getTime() - days * 86_400_000).toISOString();
}

function property(
  r: Random,
  id: number,
  goal: 0 | 1,
  webId: number,
  place: Place,
  epcTurns: Map<string, number>,
  today: Date,
  titlesUsed: Set<string>,
): DemoProperty {
  const profile = profiles[webId] as TypeProfile;
  const surface = r.int(...profile.surface);
  const bedrooms = profile.bedrooms[1] > 0 ? r.int(...profile.bedrooms) : undefined;
  const bathrooms = bedrooms ? Math.max(1, Math.floor(bedrooms / 2)) : undefined;
  const livable = webId <= 3 || webId === 5;
  const gardenSize = webId === 1 && r.chance(0.8) ? roundTo(r.int(120, 1800), 10) : undefined;
  const price =
    goal === 0
      ? roundTo(surface * profile.sale * place.priceLevel * (0.85 + r.next() * 0.3), 5000)
      : roundTo(Math.max(surface * profile.rent * place.priceLevel, 65), 25);
  const epcNotApplicable = webId === 4 || webId === 7;
  const epcUnknown = !epcNotApplicable && r.chance(0.07);
  let epcValue: number | null = null;
  if (!epcNotApplicable && !epcUnknown) {
    // Each region's values in turn, so that every class appears.
    const region = regionOf(place);
    const turn = epcTurns.get(region) ?? 0;
    epcTurns.set(region, turn + 1);
    const values = epcValues[region] as number[];
    epcValue = values[turn % values.length] as number;
  }
  const status = r.chance(0.08)
    ? "option"
    : r.chance(0.08)
      ? goal === 0
        ? "sold"
        : "rented"
      : "available";
  const marquee = r.chance(0.45) ? r.int(1, 4) : 0;
  const variant = r.int(0, 9);
  const year = livable ? r.int(1905, 2024) : undefined;
  const created = r.int(3, 200);
  const facts = (language: Language): Facts => ({
    city: place.names[language],
    bedrooms,
    bathrooms,
    surface,
    garden: gardenSize,
    year: year && year > 1990 ? year : undefined,
  });
  const heatingText = livable ? r.pick(heating) : undefined;
  const kitchenText = livable ? r.pick(kitchen) : undefined;
  const choices = titles[goal === 0 ? "sale" : "rent"][webId] as Texts[];
  const title = uniqueTitle(
    choices,
    place.names,
    surface,
    r.int(0, choices.length - 1),
    titlesUsed,
  );
  const from = goal === 0 && webId !== 7 && r.chance(0.08);
  // Drawn last and from a stream of the property's own (details.ts): nothing above changes.
  const details = demoDetails({
    id,
    goal,
    webId,
    region: regionOf(place),
    price,
    surface,
    epcValue,
    constructionYear: year,
    plot: webId === 4 ? surface : gardenSize,
    today,
  });

  const neutral: Neutral = {
    ID: id,
    Goal: goal,
    Status: status,
    WebID: webId,
    Price: price,
    PublishPrice: !r.chance(0.05),
    PriceUnit: from ? 7 : null,
    Marquee: marquee,
    PublishAddress: !r.chance(0.15),
    Street: r.pick(streets),
    HouseNumber: String(r.int(1, 180)),
    BoxNr: webId === 2 || webId === 3 ? String(r.int(1, 24)) : undefined,
    Zip: place.zip,
    CountryID: place.countryId,
    // Anywhere in its municipality's circle, as many near the edge as near the centre (the square root).
    ...position(pointAway(centreOf(place), place.radius * Math.sqrt(r.next()), r.next() * 360)),
    EnergyPerformance: epcValue,
    EPCNotApplicable: epcNotApplicable,
    BedRooms: bedrooms,
    BathRooms: bathrooms,
    SurfaceLiving: webId === 4 ? undefined : surface,
    SurfaceGround: webId === 4 ? surface : gardenSize ? gardenSize + surface / 2 : undefined,
    SurfaceGarden: gardenSize,
    Toilets: livable ? (bathrooms ?? 1) + (r.chance(0.5) ? 1 : 0) : undefined,
    Garages: webId === 1 || webId === 7 ? r.int(1, 2) : undefined,
    Facades: webId === 1 ? r.int(2, 4) : undefined,
    ConstructionYear: year,
    RenovationYear: year && year < 1990 && r.chance(0.5) ? r.int(2005, 2024) : undefined,
    ChargesRenter: goal === 1 && webId === 2 ? roundTo(r.int(60, 220), 5) : undefined,
    Deposit: goal === 1 ? price * 3 : undefined,
    BuildingPermit: webId === 7 ? undefined : true,
    JudicialDecision: "no",
    Pictures: photos(r, profile.scenes, r.int(6, 15)),
    ...demoVideoLinks(id),
    CreatedAt: daysBefore(today, created),
    UpdatedAt: daysBefore(today, r.int(0, created)),
    ...details.neutral,
  };
  const texts = Object.fromEntries(
    languages.map((language): [Language, Localized] => [
      language,
      {
        TypeDescription: title[language],
        City: place.names[language],
        Description: description(language, webId, facts(language), variant),
        MarqueeName: marquee ? (marqueeNames[marquee] as Texts)[language] : undefined,
        Heating: heatingText?.[language],
        Kitchen: kitchenText?.[language],
        PriceUnitText: from
          ? ({ en: "from", nl: "vanaf", fr: "à partir de", de: "ab" } as Texts)[language]
          : undefined,
        ...details.texts[language],
      },
    ]),
  ) as Record<Language, Localized>;
  return { neutral, texts };
}

function records(p: DemoProperty): PropertyInput[] {
  return languages.map(
    (language) => ({ ...p.neutral, language, ...p.texts[language] }) as PropertyInput,
  );
}

const projectTexts: Record<Language, { name: string; description: string }> = {
  en: {
    name: "Les Tilleuls residence",
    description:
      "<p>Eight low-energy apartments around a shared garden, a short walk from the centre of Wavre. Delivery in spring 2027.</p>",
  },
  nl: {
    name: "Residentie Les Tilleuls",
    description:
      "<p>Acht energiezuinige appartementen rond een gemeenschappelijke tuin, op wandelafstand van het centrum van Waver. Oplevering in het voorjaar van 2027.</p>",
  },
  fr: {
    name: "Résidence Les Tilleuls",
    description:
      "<p>Huit appartements basse énergie autour d'un jardin commun, à deux pas du centre de Wavre. Livraison au printemps 2027.</p>",
  },
  de: {
    name: "Residenz Les Tilleuls",
    description:
      "<p>Acht Niedrigenergiewohnungen rund um einen gemeinsamen Garten, wenige Schritte vom Zentrum von Wavre. Fertigstellung im Frühjahr 2027.</p>",
  },
};

function project(r: Random, place: Place, today: Date): ProjectInput[] {
  const pictures = photos(
    r,
    ["apartmentBuilding", "livingRoom", "kitchen", "garden", "bedroom"],
    8,
  );
  return languages.map((language) => ({
    ID: projectId,
    language,
    Name: projectTexts[language].name,
    Description: projectTexts[language].description,
    Goal: 0,
    WebID: 2,
    PriceMin: unitPrices[0],
    PriceMax: unitPrices.at(-1),
    Street: "Avenue des Tilleuls",
    HouseNumber: "2",
    Zip: place.zip,
    City: place.names[language],
    CountryID: 10,
    ...projectPosition(place),
    Pictures: pictures,
    CreatedAt: daysBefore(today, 120),
    UpdatedAt: daysBefore(today, 10),
  }));
}

export function demoSnapshot({ seed, today, listings: count = 92 }: DemoOptions): SnapshotInput {
  const r = seededRandom(seed);
  const epcTurns = new Map<string, number>();
  const titlesUsed = new Set<string>();
  // Brussels counts twice: the agency's main market, and its 19 EPC classes all need examples.
  const belgian = places.flatMap((p) =>
    p.countryId !== 10 ? [] : regionOf(p) === "brussels" ? [p, p] : [p],
  );
  const luxembourg = places.filter((p) => p.countryId === 50);
  const wavre = places.find((p) => p.zip === "1300") as Place;
  const listings = Array.from({ length: count }, (_, i) => {
    const place = i < luxembourg.length ? (luxembourg[i] as Place) : r.pick(belgian);
    const goal = i % 3 === 2 ? 1 : 0;
    return property(
      r,
      1001 + i,
      goal,
      r.pick(goal === 0 ? saleTypes : rentTypes),
      place,
      epcTurns,
      today,
      titlesUsed,
    );
  });
  const units = unitPrices.map((price, i) => {
    const unit = property(r, 1001 + count + i, 0, 2, wavre, epcTurns, today, titlesUsed);
    return {
      ...unit,
      neutral: {
        ...unit.neutral,
        ProjectID: projectId,
        ...projectPosition(wavre),
        Price: price,
        PriceUnit: null,
        PublishPrice: true,
        Status: i === 1 || i === 4 ? ("sold" as const) : ("available" as const),
        // Three homes a floor, from the ground floor up.
        Floor: Math.floor(i / 3),
        EnergyPerformance: 38 + i * 3,
        ...energyFigures(38 + i * 3, unit.neutral.SurfaceLiving ?? 0),
        ...newBuildCosts(price),
        ConstructionYear: 2027,
        RenovationYear: undefined,
      },
    };
  });
  return {
    propertyTypes: Object.entries(typeNames).flatMap(([webId, names], order) =>
      languages.map((language) => ({
        WebID: Number(webId),
        language,
        Name: names[language],
        ShowOrder: order,
        Sale: true,
        Rent: allowsGoal(Number(webId), "rent"),
      })),
    ),
    projects: project(r, wavre, today),
    properties: [...listings, ...units].flatMap(records),
  };
}
