import { isDeepStrictEqual } from "node:util";
import type { Language } from "#app/i18n/languages.ts";
import type {
  Address,
  Catalogue,
  Media,
  Picture,
  ProjectEntity,
  PropertyEntity,
  PropertyTypeEntity,
} from "./entities.ts";
import {
  type LocalizedDetails,
  localizedDetailKeys,
  type NeutralDetails,
  neutralDetailKeys,
} from "./property-details.ts";
import {
  neutralPart,
  projectTextFields,
  propertyTextFields,
  typeTextFields,
} from "./record-fields.ts";
import type {
  ProjectRecord,
  PropertyRecord,
  PropertyTypeRecord,
  Snapshot,
} from "./snapshot-schema.ts";

export interface RecordIssue {
  /** Where, as in the file: `properties[12].Price`. */
  path: string;
  message: string;
}

/**
 * Groups the snapshot's per-language records into one entity per ID, and reports what cannot be:
 * the same ID and language twice, neutral fields that differ between languages, unknown references.
 */
export function groupRecords(snapshot: Snapshot): { catalogue: Catalogue; issues: RecordIssue[] } {
  const issues: RecordIssue[] = [];
  const propertyTypes = groupBy(
    snapshot.propertyTypes,
    "propertyTypes",
    typeTextFields,
    issues,
    toPropertyType,
  );
  const projects = groupBy(snapshot.projects, "projects", projectTextFields, issues, toProject);
  const properties = groupBy(
    snapshot.properties,
    "properties",
    propertyTextFields,
    issues,
    toProperty,
  );
  return { catalogue: { propertyTypes, projects, properties }, issues };
}

type Keyed = { language: Language } & ({ ID: number } | { WebID: number });

function keyOf(record: Keyed): number {
  return "ID" in record ? record.ID : record.WebID;
}

function groupBy<R extends Keyed, E>(
  records: R[],
  list: string,
  textFields: readonly string[],
  issues: RecordIssue[],
  build: (records: R[]) => E,
): E[] {
  const groups = new Map<number, { records: R[]; indexes: number[] }>();
  records.forEach((record, index) => {
    const group = groups.get(keyOf(record)) ?? { records: [], indexes: [] };
    const twin = group.records.findIndex((r) => r.language === record.language);
    if (twin >= 0) {
      issues.push({
        path: `${list}[${index}].language`,
        message: `${record.language} is given twice for ${keyOf(record)} (also ${list}[${group.indexes[twin]}])`,
      });
      return;
    }
    const first = group.records[0];
    if (first) {
      const differing = differingFields(
        neutralPart(first, textFields),
        neutralPart(record, textFields),
      );
      for (const field of differing) {
        issues.push({
          path: `${list}[${index}].${field}`,
          message: `differs from the ${first.language} record of ${keyOf(record)} (${list}[${group.indexes[0]}])`,
        });
      }
    }
    group.records.push(record);
    group.indexes.push(index);
    groups.set(keyOf(record), group);
  });
  return [...groups.values()].map((group) => build(group.records));
}

function differingFields(a: object, b: object): string[] {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].filter(
    (key) =>
      !isDeepStrictEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

function toPropertyType(records: PropertyTypeRecord[]): PropertyTypeEntity {
  const [first] = records as [PropertyTypeRecord];
  return {
    webId: first.WebID,
    showOrder: first.ShowOrder,
    forSale: first.Sale,
    forRent: first.Rent,
    names: Object.fromEntries(records.map((r) => [r.language, r.Name])),
  };
}

function toAddress(record: PropertyRecord | ProjectRecord): Address {
  const position = knownPosition(record.Latitude, record.Longitude);
  return {
    publishAddress: record.PublishAddress,
    street: record.Street,
    houseNumber: record.HouseNumber,
    boxNumber: record.BoxNr,
    zip: record.Zip,
    countryId: record.CountryID,
    latitude: position?.latitude,
    longitude: position?.longitude,
  };
}

/**
 * A position only when both degrees are given and neither is 0: CRMs write 0 (or 0,0) for "not
 * placed", and no address in Belgium or Luxembourg (CountryID 10, 50) lies on the equator or the
 * Greenwich meridian, so such a point is unknown: no marker, no JSON-LD geo (issue 28, defect 6).
 */
function knownPosition(
  latitude: number | undefined,
  longitude: number | undefined,
): { latitude: number; longitude: number } | undefined {
  if (latitude === undefined || longitude === undefined) return undefined;
  return latitude === 0 || longitude === 0 ? undefined : { latitude, longitude };
}

function toMedia(record: PropertyRecord | ProjectRecord): Media {
  // The list of pictures when given; otherwise the main picture alone, in its largest size.
  const main = record.XLargePictureItem ?? record.SmallPictureItem;
  return {
    pictures: (record.Pictures.length > 0 ? record.Pictures : main ? [main] : []).map(keptPicture),
    documents: record.Documents,
    videos: record.Videos,
    virtualTour: record.VirtualTour,
  };
}

/**
 * A picture as it is stored: the CRM's picture `ID` is not kept and an empty name is none, so neither
 * makes a re-imported record look changed (docs/requirements.md §11).
 */
function keptPicture({ ID: _id, Name, ...picture }: Picture): Picture {
  return Name ? { ...picture, Name } : picture;
}

/** The other types of a property, each once, in the order they are stored (by WebID). */
function extraTypes(record: PropertyRecord): number[] {
  const ids = (record.WebIDs ?? "").split(",").map((v) => Number(v.trim()));
  return [...new Set(ids)].filter((v) => v > 0 && v !== record.WebID).sort((a, b) => a - b);
}

function pick<T extends object>(record: object, keys: readonly (keyof T)[]): T {
  const source = record as Record<string, unknown>;
  return Object.fromEntries(
    keys.filter((k) => source[k as string] !== undefined).map((k) => [k, source[k as string]]),
  ) as T;
}

function toProperty(records: PropertyRecord[]): PropertyEntity {
  const [first] = records as [PropertyRecord];
  return {
    id: first.ID,
    goal: first.Goal === 0 ? "sale" : "rent",
    status: first.Status,
    webId: first.WebID,
    extraWebIds: extraTypes(first),
    price: first.Price ?? null,
    publishPrice: first.PublishPrice,
    priceUnit: first.PriceUnit ?? null,
    marquee: first.Marquee,
    epcValue: first.EnergyPerformance ?? null,
    epcNotApplicable: first.EPCNotApplicable,
    bedrooms: first.BedRooms,
    bathrooms: first.BathRooms,
    surfaceLiving: first.SurfaceLiving,
    surfaceGround: first.SurfaceGround,
    projectId: first.ProjectID,
    address: toAddress(first),
    media: toMedia(first),
    details: pick<NeutralDetails>(first, neutralDetailKeys),
    createdAt: first.CreatedAt,
    updatedAt: first.UpdatedAt,
    texts: Object.fromEntries(
      records.map((r) => [
        r.language,
        {
          title: r.TypeDescription,
          description: r.Description,
          mainTypeName: r.MainTypeName,
          marqueeName: r.MarqueeName,
          epcLabelText: r.EPCLabelText,
          priceUnitText: r.PriceUnitText,
          city: r.City,
          countryName: r.CountryName,
          details: pick<LocalizedDetails>(r, localizedDetailKeys),
        },
      ]),
    ),
  };
}

function toProject(records: ProjectRecord[]): ProjectEntity {
  const [first] = records as [ProjectRecord];
  return {
    id: first.ID,
    status: first.Status,
    goal: first.Goal === undefined ? undefined : first.Goal === 0 ? "sale" : "rent",
    webId: first.WebID,
    externalUrl: first.ExternalWeb,
    priceMin: first.PriceMin,
    priceMax: first.PriceMax,
    address: toAddress(first),
    media: toMedia(first),
    createdAt: first.CreatedAt,
    updatedAt: first.UpdatedAt,
    texts: Object.fromEntries(
      records.map((r) => [
        r.language,
        { name: r.Name, description: r.Description, city: r.City, countryName: r.CountryName },
      ]),
    ),
  };
}
