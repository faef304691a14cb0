import type { LocalizedDetails, NeutralDetails } from "#app/model/catalogue/property-details.ts";

// docs/requirements.md §3 "Property attributes known from labels", shown as groups of rows in a fixed order, a row
// only when the CRM gives a value. The page's components turn each value kind into localized words;
// this module decides what is shown and in which order.

export type DetailValue =
  | { kind: "count" | "year"; value: number }
  /** m² */
  | { kind: "area"; value: number }
  /** m */
  | { kind: "length"; value: number }
  /** euro; `perMonth` for charges and annuities; `depositDefault` when docs/requirements.md §9's rule gave it. */
  | { kind: "money"; value: number; perMonth?: boolean; depositDefault?: boolean }
  /** The page's price or monthly rent, drawn as everywhere else (price on request, "from"). */
  | { kind: "price" }
  | { kind: "date"; value: string }
  | { kind: "text"; value: string }
  | { kind: "yesNo"; value: boolean }
  | { kind: "judicial"; value: "yes" | "no" | "onRequest" };

export type DetailGroupKey =
  | "rooms"
  | "surfaces"
  | "building"
  | "availability"
  | "viager"
  | "money"
  | "legal";

export interface DetailRow {
  /** The CRM's field name (or Price / MonthlyRent), the key of its label. */
  key: string;
  value: DetailValue;
}

export interface DetailGroup {
  key: DetailGroupKey;
  rows: DetailRow[];
}

export interface DetailsInput {
  goal: "sale" | "rent";
  /** The published price (null when hidden or unknown). */
  price: number | null;
  bedrooms?: number | undefined;
  bathrooms?: number | undefined;
  surfaceLiving?: number | undefined;
  surfaceGround?: number | undefined;
  details: NeutralDetails;
  texts: LocalizedDetails;
}

/** docs/requirements.md §9: the deposit is three months' rent. */
export const depositMonths = 3;

type Field = [key: string, value: DetailValue | undefined];

// A CRM writes 0 in a field nobody filled in: a zero count, surface or amount is no value.
const given = (value: number | undefined): value is number => value !== undefined && value > 0;

const numberOf =
  (kind: "count" | "year" | "area" | "length") =>
  (value: number | undefined): DetailValue | undefined =>
    given(value) ? { kind, value } : undefined;
const count = numberOf("count");
const year = numberOf("year");
const area = numberOf("area");
const length = numberOf("length");
const money = (value: number | undefined, perMonth = false): DetailValue | undefined =>
  !given(value)
    ? undefined
    : perMonth
      ? { kind: "money", value, perMonth }
      : { kind: "money", value };
const text = (value: string | undefined): DetailValue | undefined =>
  value?.trim() ? { kind: "text", value: value.trim() } : undefined;
const yesNo = (value: boolean | undefined): DetailValue | undefined =>
  value === undefined ? undefined : { kind: "yesNo", value };

function deposit({ goal, price, details }: DetailsInput): DetailValue | undefined {
  if (given(details.Deposit)) return money(details.Deposit);
  // A hidden rent has no default deposit: showing it would show the rent.
  if (goal !== "rent" || price === null || !given(price)) return undefined;
  return { kind: "money", value: price * depositMonths, depositDefault: true };
}

function fields(input: DetailsInput): Record<DetailGroupKey, Field[]> {
  const { details: d, texts: t } = input;
  const viager = d.IsViager === true;
  return {
    rooms: [
      ["BedRooms", count(input.bedrooms)],
      ["BathRooms", count(input.bathrooms)],
      ["ShowerRooms", count(d.ShowerRooms)],
      ["Toilets", count(d.Toilets)],
      ["Garages", count(d.Garages)],
      ["Parkings", count(d.Parkings)],
      ["Floors", count(d.Floors)],
    ],
    surfaces: [
      ["SurfaceTotal", area(d.SurfaceTotal)],
      ["SurfaceGround", area(input.surfaceGround)],
      ["SurfaceLiving", area(input.surfaceLiving)],
      ["SurfaceTerrace", area(d.SurfaceTerrace)],
      ["SurfaceGarden", area(d.SurfaceGarden)],
      ["SurfaceOffice", area(d.SurfaceOffice)],
      ["SurfaceConstructed", area(d.SurfaceConstructed)],
      ["FrontWidth", length(d.FrontWidth)],
      ["PlotWidth", length(d.PlotWidth)],
    ],
    building: [
      ["ConstructionYear", year(d.ConstructionYear)],
      ["RenovationYear", year(d.RenovationYear)],
      ["Facades", count(d.Facades)],
      ["Heating", text(t.Heating)],
      ["Kitchen", text(t.Kitchen)],
      ["Glazing", text(t.Glazing)],
      ["WindowFrame", text(t.WindowFrame)],
      ["Roof", text(t.Roof)],
    ],
    availability: [
      ["Availability", text(t.Availability)],
      ["AvailableFrom", d.AvailableFrom ? { kind: "date", value: d.AvailableFrom } : undefined],
    ],
    // An annuity sale's figures mean something only on an annuity sale.
    viager: viager
      ? [
          ["ViagerBouquet", money(d.ViagerBouquet)],
          ["ViagerMonthlyAnnuity", money(d.ViagerMonthlyAnnuity, true)],
          ["ViagerAnnuitantAges", text(d.ViagerAnnuitantAges)],
        ]
      : [],
    money: [
      [input.goal === "rent" ? "MonthlyRent" : "Price", { kind: "price" }],
      ["ChargesRenter", money(d.ChargesRenter, true)],
      ["ChargesOwner", money(d.ChargesOwner, true)],
      ["NotaryFees", money(d.NotaryFees)],
      ["RegistrationRights", money(d.RegistrationRights)],
      ["VAT", money(d.VAT)],
      ["Deposit", deposit(input)],
      ["AgencyCost", money(d.AgencyCost)],
      ["InventoryCost", money(d.InventoryCost)],
    ],
    legal: [
      ["FloodZone", text(t.FloodZone)],
      ["Asbestos", text(t.Asbestos)],
      ["BuildingPermit", yesNo(d.BuildingPermit)],
      ["SubdivisionPermit", yesNo(d.SubdivisionPermit)],
      ["UrbanDestination", text(t.UrbanDestination)],
      ["PreEmptionRight", yesNo(d.PreEmptionRight)],
      ["Summons", yesNo(d.Summons)],
      ["JudicialDecision", d.JudicialDecision && { kind: "judicial", value: d.JudicialDecision }],
      ["CadastralIncome", money(d.CadastralIncome)],
    ],
  };
}

/** The groups that have at least one row, in page order, each with its rows in order. */
export function detailGroups(input: DetailsInput): DetailGroup[] {
  return Object.entries(fields(input)).flatMap(([key, list]) => {
    const rows = list.flatMap(([field, value]) => (value ? [{ key: field, value }] : []));
    return rows.length > 0 ? [{ key: key as DetailGroupKey, rows }] : [];
  });
}
