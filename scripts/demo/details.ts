import type { Region } from "#app/domain/region.ts";
import { type Language, languages } from "#app/i18n/languages.ts";
import type { SnapshotInput } from "#app/model/catalogue/snapshot-schema.ts";
import {
  asbestos,
  availability,
  destinations,
  floodZones,
  glazing,
  roofs,
  windowFrames,
} from "./detail-texts.ts";
import { seededRandom } from "./random.ts";
import type { Texts } from "./texts.ts";

// The details of a demo property beyond the first version's (docs/requirements.md §13: every detail, money, legal and
// energy blocks). They come from a stream seeded by the property's id, apart from the catalogue's own
// stream, so that adding them changed none of the values drawn before them.

type PropertyInput = NonNullable<SnapshotInput["properties"]>[number];

export interface DetailsOf {
  id: number;
  goal: 0 | 1;
  webId: number;
  /** A Belgian region, or Luxembourg. */
  region: Region | "luxembourg";
  price: number;
  surface: number;
  epcValue: number | null;
  constructionYear: number | undefined;
  plot: number | undefined;
  today: Date;
}

export interface DemoDetails {
  neutral: Partial<PropertyInput>;
  texts: Record<Language, Partial<PropertyInput>>;
}

/** The one annuity sale (viager) of the demo: an apartment for sale in Wavre. */
export const viagerId = 1025;

// Standard registration duty rates of a purchase (no reduced rate for a first home), as a CRM fills them.
const registrationRates: Record<DetailsOf["region"], number> = {
  flanders: 0.12,
  wallonia: 0.125,
  brussels: 0.125,
  luxembourg: 0.07,
};

// Luxembourg's energy pass classes A to I, by the demo's values (docs/requirements.md §9: its own label text).
const luxembourgClasses: [number, string][] = [
  [60, "B"],
  [110, "C"],
  [170, "D"],
  [230, "E"],
  [Number.POSITIVE_INFINITY, "F"],
];

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

/** An EPC certificate's other figures, from its value (kWh/m² a year) and the living area. */
export function energyFigures(value: number, surface: number): Partial<PropertyInput> {
  return {
    CO2Emission: Math.round(value * 0.2),
    EPCTotalConsumption: roundTo(value * surface, 10),
  };
}

/** What a new-build unit costs beside its price: VAT on the building, duties on the land's share. */
export function newBuildCosts(price: number): Partial<PropertyInput> {
  return {
    VAT: roundTo(price * 0.8 * 0.21, 10),
    RegistrationRights: roundTo(price * 0.2 * registrationRates.wallonia, 10),
    NotaryFees: roundTo(price * 0.011 + 1250, 10),
  };
}

export function demoDetails(p: DetailsOf): DemoDetails {
  const r = seededRandom(p.id * 7919 + 104_729);
  const home = p.webId <= 3 || p.webId === 5;
  const house = p.webId === 1;
  const belgian = p.region !== "luxembourg";
  const texts = new Map<keyof PropertyInput, Texts>();
  const neutral: Partial<PropertyInput> = {};
  const say = (key: keyof PropertyInput, choice: Texts | undefined) => {
    if (choice) texts.set(key, choice);
  };

  if (home) {
    if (r.chance(0.4)) neutral.ShowerRooms = 1;
    if (house) neutral.Floors = r.int(1, 3);
    if (p.webId === 2 && r.chance(0.5)) neutral.Parkings = 1;
    if (p.webId === 2 && r.chance(0.6)) neutral.SurfaceTerrace = r.int(6, 28);
    neutral.SurfaceConstructed = roundTo(p.surface * (house ? 0.6 : 1.1), 1);
    say("Glazing", r.pick(glazing));
    say("WindowFrame", r.pick(windowFrames));
    if (house) say("Roof", r.pick(roofs));
  }
  if (house || p.webId === 4 || p.webId === 6) neutral.FrontWidth = r.int(55, 140) / 10;
  if (p.plot) {
    neutral.PlotWidth = r.int(10, 28);
    if (house) neutral.SurfaceTotal = roundTo(p.plot + p.surface, 1);
  }
  if (p.webId === 6 && r.chance(0.6)) neutral.SurfaceOffice = roundTo(p.surface * 0.3, 1);

  // Energy: the certificate's other figures, with a Belgian certificate's number.
  if (p.epcValue !== null && p.epcValue > 0)
    Object.assign(neutral, energyFigures(p.epcValue, p.surface));
  if (p.epcValue !== null && belgian) {
    const day = new Date(p.today.getTime() - r.int(30, 2000) * 86_400_000);
    const date = day.toISOString().slice(0, 10).replaceAll("-", "");
    neutral.EPCUniqueCode = `${date}-${String(r.int(1, 9_999_999)).padStart(7, "0")}-${r.int(1, 9)}`;
  }

  // Money: what buying or renting costs beside the price.
  if (p.goal === 0 && r.chance(0.75)) {
    neutral.NotaryFees = roundTo(p.price * 0.011 + 1250, 10);
    neutral.RegistrationRights = roundTo(p.price * registrationRates[p.region], 10);
  }
  if (p.goal === 0 && p.webId === 2 && r.chance(0.6)) neutral.ChargesOwner = r.int(6, 30) * 5;
  if (p.goal === 1) {
    // Half the rentals leave the deposit to docs/requirements.md §9's default of three months' rent.
    if (r.chance(0.5)) neutral.Deposit = undefined;
    if (r.chance(0.5)) neutral.InventoryCost = r.int(150, 300);
    if (r.chance(0.3)) neutral.AgencyCost = roundTo(p.price * 0.5, 5);
    neutral.AvailableFrom = new Date(p.today.getTime() + r.int(14, 90) * 86_400_000)
      .toISOString()
      .slice(0, 10);
  } else if (r.chance(0.6)) say("Availability", r.pick(availability));

  // Legal information Belgian advertisements must give.
  if (belgian && p.webId !== 7 && r.chance(0.85)) {
    say("FloodZone", r.chance(0.85) ? floodZones[0] : floodZones[1]);
    if (p.region === "flanders" && home)
      say("Asbestos", (p.constructionYear ?? 2000) > 2001 ? asbestos[1] : asbestos[0]);
    say("UrbanDestination", r.pick(destinations));
    neutral.SubdivisionPermit = p.webId === 4 || r.chance(0.2);
    neutral.PreEmptionRight = r.chance(0.1);
    neutral.Summons = false;
    if (home) neutral.CadastralIncome = roundTo(p.surface * r.int(6, 14), 1);
  }

  // Luxembourg's label text (docs/requirements.md §9).
  const luxembourgClass =
    p.region === "luxembourg" && p.epcValue !== null
      ? luxembourgClasses.find(([upTo]) => (p.epcValue as number) <= upTo)?.[1]
      : undefined;

  if (p.id === viagerId) {
    neutral.IsViager = true;
    neutral.ViagerBouquet = roundTo(p.price * 0.3, 1000);
    neutral.ViagerMonthlyAnnuity = roundTo(p.price * 0.0035, 10);
    neutral.ViagerAnnuitantAges = "78, 81";
  }

  return {
    neutral,
    texts: Object.fromEntries(
      languages.map((language) => [
        language,
        {
          ...Object.fromEntries([...texts].map(([key, text]) => [key, text[language]])),
          ...(luxembourgClass ? { EPCLabelText: luxembourgClass } : {}),
        },
      ]),
    ) as Record<Language, Partial<PropertyInput>>,
  };
}
