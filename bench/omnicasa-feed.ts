import type { Language } from "#app/i18n/languages.ts";
import type { SnapshotInput } from "#app/model/catalogue/snapshot-schema.ts";
import {
  type FieldRule,
  projectRules,
  propertyRules,
  propertyTypeFields,
} from "#app/services/omnicasa/field-mapping.ts";
import { omnicasaLanguageIds } from "#app/services/omnicasa/values.ts";

// A generated catalogue written the way the Omnicasa API answers (tests/fixtures/omnicasa's shape):
// numbers as strings, .NET dates, LanguageId, the feed's field names through the importer's own table
// read backwards, fields the site does not use, one answer per endpoint, language and page.

const statusCodes: Record<string, number> = {
  available: 1,
  option: 1,
  sold: 2,
  rented: 4,
  withdrawn: 5,
};

// As the recorded answers carry them; the importer reads past them.
const unusedFields = {
  Ident: "AG-0000",
  OfficeName: "Immo Lumière",
  SiteID: "12",
  SubStatus: "1",
  SubStatusName: "Te koop",
  ConditionID: "3",
  HasGarden: false,
  HasLift: true,
  DescriptionB: "",
  StartPrice: "0",
  MediumPictureItems: [],
};

function toOmnicasa(field: string, value: unknown): unknown {
  if (field === "language") return omnicasaLanguageIds[value as Language];
  if (field === "Status") return String(statusCodes[value as string] ?? 1);
  if (field === "CreatedAt" || field === "UpdatedAt")
    return `/Date(${Date.parse(value as string)})/`;
  if (field === "Pictures") {
    return (value as { Url: string; Width?: number; Height?: number }[]).map((p) => ({
      ...p,
      Width: p.Width === undefined ? undefined : String(p.Width),
      Height: p.Height === undefined ? undefined : String(p.Height),
    }));
  }
  return typeof value === "number" ? String(value) : value;
}

function item(record: Record<string, unknown>, rules: FieldRule[]): Record<string, unknown> {
  // A property that is not a unit says so with null, as the API does.
  const out: Record<string, unknown> = { ...unusedFields };
  if (rules === propertyRules) out.ProjectID = null;
  for (const rule of rules) {
    const value = record[rule.to];
    if (value !== undefined) out[rule.from] = toOmnicasa(rule.to, value);
  }
  return out;
}

export interface FeedPage {
  name: string;
  answer: unknown;
}

/** The snapshot's catalogue as Omnicasa answers of `pageSize` rows. */
export function omnicasaFeed(snapshot: SnapshotInput, pageSize: number): FeedPage[] {
  const typeNames = new Map(
    (snapshot.propertyTypes ?? []).map((t) => [`${t.WebID}:${t.language}`, t.Name]),
  );
  const lists = [
    ["GetProjectList", snapshot.projects ?? [], projectRules] as const,
    ["GetPropertyList", snapshot.properties ?? [], propertyRules] as const,
  ];
  const pages: FeedPage[] = [];
  for (const [endpoint, records, rules] of lists) {
    for (const language of Object.keys(omnicasaLanguageIds) as Language[]) {
      const items = records
        .filter((r) => r.language === language)
        .map((r) => {
          const out = item(r as Record<string, unknown>, rules);
          const name = typeNames.get(`${r.WebID}:${language}`);
          if (name) out[propertyTypeFields.Name] = name;
          return out;
        });
      for (let from = 0; from < items.length; from += pageSize) {
        const page = items.slice(from, from + pageSize);
        pages.push({
          name: `${endpoint}-${language}-${String(from / pageSize + 1).padStart(4, "0")}.json`,
          answer: {
            [`${endpoint}JsonResult`]: {
              Code: 0,
              Message: "",
              Success: true,
              Value: {
                From: from + 1,
                Items: page,
                RowsCount: items.length,
                To: from + page.length,
              },
            },
          },
        });
      }
    }
  }
  return pages;
}
