import type { OmnicasaItem } from "./answer-schema.ts";
import { pictureLists, pictureSource, readPicture, readPictureLists } from "./pictures.ts";
import { subStatusFields, withSubStatus } from "./sub-status.ts";
import {
  readAmount,
  readBoolean,
  readDate,
  readInteger,
  readLanguage,
  readNumber,
  readText,
  ValueError,
} from "./values.ts";

// Which Omnicasa field gives which snapshot field (docs/import-format.md "Omnicasa" has the table).
// Field names are those public clients of the API read (fw4-bvba/omnicasa-api, modmore/Omnicasa) and
// those of docs/requirements.md §3, which uses the CRM's names. A field not listed here is not used.

/** Reads a field's value; the whole item is there for a value another field refines. */
type Reader = (value: unknown, item: OmnicasaItem) => unknown;

export interface FieldRule {
  /** The Omnicasa field. */
  from: string;
  /** The snapshot field (app/model/catalogue/snapshot-schema.ts). */
  to: string;
  read: Reader;
  /** Other Omnicasa fields the reader takes from the item. */
  alsoFrom?: readonly string[];
  /** The Omnicasa entry that entry n of the snapshot's list came from, when not `from[n]`. */
  sourceOf?: (item: OmnicasaItem, index: number) => string | undefined;
}

const same = (read: Reader, ...names: string[]): FieldRule[] =>
  names.map((name) => ({ from: name, to: name, read }));

// fw4-bvba/omnicasa-api Models/Goal: 0 sale, 1 rent, 2 take-over. A take-over (of a business with
// its lease, "overname") is bought for a price, so the site offers it for sale.
function readGoal(value: unknown): 0 | 1 | undefined {
  const goal = readInteger(value);
  if (goal === undefined) return undefined;
  if (goal === 0 || goal === 2) return 0;
  if (goal === 1) return 1;
  throw new ValueError(
    `must be 0 (sale), 1 (rent) or 2 (take-over) (got ${JSON.stringify(value)})`,
  );
}

// fw4-bvba/omnicasa-api Models/Status. Sold and rented keep their status (what the site shows of them
// is docs/requirements.md §4's business); prospective, cancelled, inactive and reference objects are not offers.
// An active property's sub-status may say sold, rented or option (sub-status.ts).
const propertyStatuses: Record<number, string> = {
  0: "withdrawn", // prospective
  1: "available", // active
  2: "sold",
  3: "withdrawn", // cancelled
  4: "rented",
  5: "withdrawn", // inactive
  6: "withdrawn", // reference
};

function readStatus(value: unknown): string | undefined {
  const code = readInteger(value);
  if (code === undefined) return undefined;
  const status = propertyStatuses[code];
  if (!status)
    throw new ValueError(`must be a status code from 0 to 6 (got ${JSON.stringify(value)})`);
  return status;
}

/** A project is on the site while active; any other status takes it off. */
function readProjectStatus(value: unknown): string | undefined {
  const status = readStatus(value);
  return status === undefined ? undefined : status === "available" ? "available" : "withdrawn";
}

const addressRules: FieldRule[] = [
  ...same(readBoolean, "PublishAddress"),
  ...same(readText, "Street", "HouseNumber", "BoxNr", "Zip", "City", "CountryName"),
  ...same(readInteger, "CountryID"),
  // GoogleX is the latitude and GoogleY the longitude (public clients put GoogleX into `lat`).
  { from: "GoogleX", to: "Latitude", read: readNumber },
  { from: "GoogleY", to: "Longitude", read: readNumber },
];

const mediaRules: FieldRule[] = [
  ...same(readPicture, "SmallPictureItem", "XLargePictureItem"),
  {
    from: pictureLists[0],
    to: "Pictures",
    read: readPictureLists,
    alsoFrom: pictureLists.slice(1),
    sourceOf: pictureSource,
  },
  ...same(readText, "VirtualTour"),
];

const commonRules: FieldRule[] = [
  ...same(readInteger, "ID"),
  { from: "LanguageId", to: "language", read: readLanguage },
  { from: "Goal", to: "Goal", read: readGoal },
  { from: "DescriptionA", to: "Description", read: readText },
  ...addressRules,
  ...mediaRules,
  { from: "CreatedDate", to: "CreatedAt", read: readDate },
  { from: "LastChangedDate", to: "UpdatedAt", read: readDate },
];

export const propertyRules: FieldRule[] = [
  ...commonRules,
  {
    from: "Status",
    to: "Status",
    read: (value, item) => withSubStatus(readStatus(value), item),
    alsoFrom: subStatusFields,
  },
  ...same(readInteger, "WebID", "PriceUnit", "Marquee", "ProjectID", "ConstructionYear"),
  ...same(readText, "WebIDs", "MainTypeName", "TypeDescription", "PriceUnitText", "MarqueeName"),
  ...same(readText, "EPCLabelText"),
  ...same(readAmount, "Price"),
  ...same(readNumber, "EnergyPerformance"),
  ...same(readBoolean, "PublishPrice"),
  { from: "NumberOfBedRooms", to: "BedRooms", read: readInteger },
  { from: "NumberOfBathRooms", to: "BathRooms", read: readInteger },
  { from: "NumberOfShowerRooms", to: "ShowerRooms", read: readInteger },
  { from: "NumberOfToilets", to: "Toilets", read: readInteger },
  { from: "NumberOfGarages", to: "Garages", read: readInteger },
  { from: "NumberOfParkings", to: "Parkings", read: readInteger },
  ...same(readNumber, "SurfaceLiving", "SurfaceGround", "SurfaceTotal", "SurfaceGarden"),
  ...same(readNumber, "SurfaceTerrace", "SurfaceConstructed", "SurfaceOffice"),
  { from: "HeatingName", to: "Heating", read: readText },
  { from: "KitchenName", to: "Kitchen", read: readText },
  // Named by a public Omnicasa site's typing of GetPropertyList items (RoloufGoudebin/braxelv2
  // src/app/services/omnicasa/interface.ts: `Floor?: number`, `WindowGlazing?: string`) and in the
  // recorded answers: the floor (0 the ground floor) and the glazing in the record's language. No public
  // source names the other detail fields of the snapshot (docs/import-format.md "Omnicasa").
  ...same(readInteger, "Floor"),
  { from: "WindowGlazing", to: "Glazing", read: readText },
];

export const projectRules: FieldRule[] = [
  ...commonRules,
  { from: "Status", to: "Status", read: readProjectStatus },
  { from: "TypeDescription", to: "Name", read: readText },
  ...same(readInteger, "WebID"),
  ...same(readText, "ExternalWeb"),
  ...same(readAmount, "PriceMin", "PriceMax"),
];

/** Read for the property types (docs/requirements.md §3: a property's main type and its name). */
export const propertyTypeFields = { WebID: "WebID", Name: "WebIDName" } as const;

export interface FieldIssue {
  field: string;
  message: string;
}

/** One item mapped by its rules: the snapshot record, what could not be read, what is not used. */
export function mapItem(
  item: OmnicasaItem,
  rules: FieldRule[],
  alsoKnown: readonly string[] = [],
): { record: Record<string, unknown>; issues: FieldIssue[]; unused: string[] } {
  const record: Record<string, unknown> = {};
  const issues: FieldIssue[] = [];
  for (const rule of rules) {
    try {
      const value = rule.read(item[rule.from], item);
      if (value !== undefined) record[rule.to] = value;
    } catch (error) {
      if (!(error instanceof ValueError)) throw error;
      issues.push({ field: error.field ?? rule.from, message: error.message });
    }
  }
  const known = new Set([
    ...rules.flatMap((rule) => [rule.from, ...(rule.alsoFrom ?? [])]),
    ...alsoKnown,
  ]);
  const unused = Object.keys(item).filter((key) => !known.has(key));
  return { record, issues, unused };
}

/** The Omnicasa field a snapshot field came from, for messages: `Pictures[1].Url` → `XLargePictureItems[1].Url`. */
export function omnicasaPath(rules: FieldRule[], snapshotPath: string, item: OmnicasaItem): string {
  const match = /^([A-Za-z]+)(?:\[(\d+)\])?(.*)$/.exec(snapshotPath);
  if (!match) return snapshotPath;
  const [, field, index, rest] = match;
  const rule = rules.find((r) => r.to === field);
  if (!rule) return snapshotPath;
  const entry = index === undefined ? undefined : rule.sourceOf?.(item, Number(index));
  return entry
    ? `${entry}${rest}`
    : `${rule.from}${index === undefined ? "" : `[${index}]`}${rest}`;
}
