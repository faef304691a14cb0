import { type Region, regionOfPostalCode } from "./region.ts";

// docs/requirements.md §9 energy label bands per region, as data. Boundaries (ADR 004): a value on a shared boundary
// belongs to the better class (upper bounds inclusive); 0 gets the first class of non-negative values;
// Brussels' f_sub starts at 323 (the spec's "223" read as a typo) and anything above 345 is g.

export type EpcClass =
  | "a_plusplus"
  | "a_plus"
  | "a"
  | "a_sub"
  | "b_plus"
  | "b"
  | "b_sub"
  | "c_plus"
  | "c"
  | "c_sub"
  | "d_plus"
  | "d"
  | "d_sub"
  | "e_plus"
  | "e"
  | "e_sub"
  | "f_plus"
  | "f"
  | "f_sub"
  | "g";

/** [highest value of the class, class], in order; negative values get the `belowZero` class. */
interface Bands {
  belowZero: EpcClass;
  upTo: [number, EpcClass][];
  above: EpcClass;
}

const bands: Record<Region, Bands> = {
  flanders: {
    belowZero: "a_plus",
    upTo: [
      [100, "a"],
      [200, "b"],
      [300, "c"],
      [400, "d"],
      [500, "e"],
    ],
    above: "f",
  },
  wallonia: {
    belowZero: "a_plusplus",
    upTo: [
      [45, "a_plus"],
      [85, "a"],
      [170, "b"],
      [255, "c"],
      [340, "d"],
      [425, "e"],
      [510, "f"],
    ],
    above: "g",
  },
  brussels: {
    belowZero: "a_plus",
    upTo: [
      [23, "a"],
      [45, "a_sub"],
      [62, "b_plus"],
      [79, "b"],
      [95, "b_sub"],
      [113, "c_plus"],
      [132, "c"],
      [150, "c_sub"],
      [170, "d_plus"],
      [190, "d"],
      [210, "d_sub"],
      [232, "e_plus"],
      [253, "e"],
      [275, "e_sub"],
      [298, "f_plus"],
      [322, "f"],
      [345, "f_sub"],
    ],
    above: "g",
  },
};

export function epcClass(region: Region, value: number): EpcClass | undefined {
  if (!Number.isFinite(value)) return undefined;
  const table = bands[region];
  if (value < 0) return table.belowZero;
  return table.upTo.find(([upper]) => value <= upper)?.[1] ?? table.above;
}

export interface EpcInput {
  countryId: number;
  zip: string;
  value: number | null | undefined;
  notApplicable: boolean;
  /** The CRM's EPCLabelText: Luxembourg's class, or a Belgian label given as text without a value. */
  labelText?: string | null | undefined;
}

export type EpcDisplay =
  | { kind: "class"; region: Region; epcClass: EpcClass; value: number }
  /**
   * The CRM's own label text (docs/requirements.md §9: Luxembourg uses its own label text): a property without a
   * Belgian region, or without a numeric value, that has one.
   */
  | { kind: "labelText"; label: string }
  | { kind: "notApplicable" }
  /** docs/requirements.md §4: "EPC may be empty (in request)". */
  | { kind: "unknown" };

export function epcDisplay(input: EpcInput): EpcDisplay {
  const { countryId, zip, value, notApplicable } = input;
  if (notApplicable) return { kind: "notApplicable" };
  const region = countryId === 10 ? regionOfPostalCode(zip) : undefined;
  if (region && typeof value === "number") {
    const found = epcClass(region, value);
    if (found) return { kind: "class", region, epcClass: found, value };
  }
  const label = input.labelText?.trim();
  return label ? { kind: "labelText", label } : { kind: "unknown" };
}

/** The class as printed on the certificate: a_plusplus -> "A++", b_sub -> "B-". */
export function epcClassLabel(epcClass: EpcClass): string {
  const [letter = "", variant] = epcClass.split("_");
  const suffix = { plusplus: "++", plus: "+", sub: "-" }[variant ?? ""] ?? "";
  return `${letter.toUpperCase()}${suffix}`;
}

/** The region's whole scale, best class first (docs/requirements.md §9 tables): what the certificate prints. */
export function epcScale(region: Region): EpcClass[] {
  const table = bands[region];
  return [table.belowZero, ...table.upTo.map(([, found]) => found), table.above];
}

// docs/requirements.md §9 energy rule, PRODUCT.md: in Flanders a residential building labelled E or F bought since
// 2023 must reach D or better within 5 years (one text in every language). Homes: houses, apartments,
// studios and investment buildings (docs/requirements.md §3 types 1, 2, 3, 5). The obligation falls on the buyer, so
// the note shows on properties for sale.
const residentialTypes = new Set([1, 2, 3, 5]);

export function renovationObligationApplies(
  epc: EpcDisplay,
  property: { webId: number; goal: "sale" | "rent" },
): boolean {
  return (
    epc.kind === "class" &&
    epc.region === "flanders" &&
    (epc.epcClass === "e" || epc.epcClass === "f") &&
    residentialTypes.has(property.webId) &&
    property.goal === "sale"
  );
}
