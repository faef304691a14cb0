import type { RecordIssue } from "#app/model/catalogue/group-records.ts";
import type { SnapshotInput } from "#app/model/catalogue/snapshot-schema.ts";
import type { ListPage, OmnicasaItem } from "./answer-schema.ts";
import {
  type FieldRule,
  mapItem,
  omnicasaPath,
  projectRules,
  propertyRules,
  propertyTypeFields,
} from "./field-mapping.ts";

// Turns the pages of an Omnicasa feed (every language, every page) into one snapshot for the common
// import (importSnapshot), and its problems back into the feed's terms: file, record ID, Omnicasa field.

export interface FeedFile {
  /** How messages name it: the file as the operator gave it, or the request that fetched it. */
  name: string;
  pages: ListPage[];
}

/** Where a snapshot record came from. */
interface Origin {
  file: string;
  label: string;
  rules: FieldRule[];
  item: OmnicasaItem;
}

/** A record of the snapshot: its list and its place in it. */
export interface SnapshotRecord {
  list: "properties" | "projects" | "propertyTypes";
  index: number;
}

export interface MappedFeed {
  snapshot: SnapshotInput;
  /** Problems found while reading values, already in the feed's terms. */
  issues: RecordIssue[];
  /** The records with such a problem. */
  unreadable: SnapshotRecord[];
  /** Fields of the feed the site does not use, sorted. */
  unused: string[];
  /** Translates an issue of the snapshot import (`properties[3].Price`) into the feed's terms. */
  explain(issue: RecordIssue): RecordIssue;
}

const typeRules: FieldRule[] = [
  { from: propertyTypeFields.WebID, to: "WebID", read: (v) => v },
  { from: "LanguageId", to: "language", read: (v) => v },
  { from: propertyTypeFields.Name, to: "Name", read: (v) => v },
];

export function snapshotFromFeed(files: FeedFile[]): MappedFeed {
  const properties: Record<string, unknown>[] = [];
  const projects: Record<string, unknown>[] = [];
  const types = new Map<string, Record<string, unknown>>();
  const origins = {
    properties: [] as Origin[],
    projects: [] as Origin[],
    propertyTypes: [] as Origin[],
  };
  const issues: RecordIssue[] = [];
  const unreadable: SnapshotRecord[] = [];
  const unused = new Set<string>();

  for (const file of files) {
    for (const [pageIndex, page] of file.pages.entries()) {
      page.items.forEach((item, index) => {
        const where =
          file.pages.length > 1 ? `answer ${pageIndex + 1}, Items[${index}]` : `Items[${index}]`;
        const isProperty = page.kind === "properties";
        const rules = isProperty ? propertyRules : projectRules;
        const label = `${isProperty ? "property" : "project"} ${recordId(item) ?? `at ${where}`}`;
        const mapped = mapItem(item, rules, isProperty ? [propertyTypeFields.Name] : []);
        for (const key of mapped.unused) unused.add(key);
        for (const issue of mapped.issues) {
          issues.push({ path: `${file.name}: ${label}, ${issue.field}`, message: issue.message });
        }
        if (mapped.issues.length > 0) {
          const list = isProperty ? "properties" : "projects";
          unreadable.push({ list, index: (isProperty ? properties : projects).length });
        }
        const origin = { file: file.name, label, rules, item };
        if (isProperty) {
          properties.push(mapped.record);
          origins.properties.push(origin);
          const type = propertyType(mapped.record, item);
          const key = `${type?.WebID}:${type?.language}`;
          if (type && !types.has(key)) {
            types.set(key, type);
            origins.propertyTypes.push({ ...origin, rules: typeRules });
          }
        } else {
          projects.push(mapped.record);
          origins.projects.push(origin);
        }
      });
    }
  }

  const originOf = (list: string, index: string) =>
    origins[list as keyof typeof origins][Number(index)];
  const explain = (issue: RecordIssue): RecordIssue => {
    const match = /^(properties|projects|propertyTypes)\[(\d+)\]\.?(.*)$/.exec(issue.path);
    const origin = match && originOf(match[1] ?? "", match[2] ?? "");
    if (!match || !origin) return issue;
    const field = match[3] ? `, ${omnicasaPath(origin.rules, match[3], origin.item)}` : "";
    // Messages may point at another record ("differs from the nl record of 5003 (properties[1])").
    const message = issue.message.replace(
      /(properties|projects|propertyTypes)\[(\d+)\]/g,
      (text, list: string, index: string) => originOf(list, index)?.file ?? text,
    );
    return { path: `${origin.file}: ${origin.label}${field}`, message };
  };

  return {
    snapshot: { propertyTypes: [...types.values()], projects, properties } as SnapshotInput,
    issues,
    unreadable,
    unused: [...unused].sort(),
    explain,
  };
}

function recordId(item: OmnicasaItem): string | undefined {
  const id = item.ID;
  return typeof id === "number" || (typeof id === "string" && id.trim() !== "")
    ? String(id)
    : undefined;
}

/**
 * The feed names each property's main type (WebID, WebIDName in the record's language) but not the
 * goals a type allows nor its place in lists: every type may be offered for sale and for rent, and
 * types are listed in the order of their WebID.
 */
function propertyType(
  record: Record<string, unknown>,
  item: OmnicasaItem,
): Record<string, unknown> | undefined {
  const name = item[propertyTypeFields.Name];
  const { WebID, language } = record;
  if (typeof WebID !== "number" || typeof language !== "string") return undefined;
  if (typeof name !== "string" || name.trim() === "") return undefined;
  return { WebID, language, Name: name, ShowOrder: Math.min(WebID, 1000), Sale: true, Rent: true };
}
