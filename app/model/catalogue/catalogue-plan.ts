import { isDeepStrictEqual } from "node:util";
import { type City, cityOf } from "./city-key.ts";
import type {
  Catalogue,
  Media,
  ProjectEntity,
  PropertyEntity,
  PropertyTypeEntity,
} from "./entities.ts";

// What an import changes, worked out from what is stored and what the file gives before anything is
// written: the writer applies it and a dry run reports it, so both say the same (docs/requirements.md §11). Only what
// the site keeps is compared, dates as instants, and a record that did not change is not written.

export type Outcome = "created" | "updated" | "skipped" | "withdrawn";

export interface ImportSummary {
  created: number;
  updated: number;
  /** Identical to what the database holds already: nothing written. */
  skipped: number;
  withdrawn: number;
}

export interface Planned<E> {
  /** As it is to be stored: its city named as the file last names that city in each language. */
  entity: E;
  outcome: Outcome;
  city: City;
}

export interface CataloguePlan {
  /** Types whose settings or names change; the others are not written. */
  propertyTypes: PropertyTypeEntity[];
  /** Every project and property of the file, each with what happens to it. */
  projects: Planned<ProjectEntity>[];
  properties: Planned<PropertyEntity>[];
  /** Stored, on offer and absent from a full import's file: withdrawn. */
  withdrawnIds: { projects: number[]; properties: number[] };
  summary: ImportSummary;
}

export type Owner = "project" | "property";

export interface PlanOptions {
  /** Withdraw the properties and projects the file does not contain. */
  full: boolean;
  /**
   * The stored original of each photo and document of a stored entity, in order (null: none yet),
   * and of each URL the file gives: the same URL with new content is a change.
   */
  storedFiles: (owner: Owner, id: number) => (number | null)[];
  incomingFiles: ReadonlyMap<string, number>;
  /**
   * Entities the CRM still lists but whose records a sync refused (issue 28, defect 7): a full import
   * leaves them as they are instead of withdrawing them as absent.
   */
  refusedIds?: RefusedIds | undefined;
}

export interface RefusedIds {
  projects: readonly number[];
  properties: readonly number[];
}

export function planCatalogue(
  stored: Catalogue,
  given: Catalogue,
  options: PlanOptions,
): CataloguePlan {
  const incoming = options.full ? given : withOtherLanguagesKept(stored, given);
  const summary: ImportSummary = { created: 0, updated: 0, skipped: 0, withdrawn: 0 };
  const cities = citiesOf(incoming);

  const projectsBefore = byId(stored.projects);
  const projects = incoming.projects.map((listed): Planned<ProjectEntity> => {
    const { entity, city } = cities(listed);
    return {
      entity,
      city,
      outcome: outcomeOf("project", projectsBefore.get(entity.id), entity, options),
    };
  });
  const refused = {
    projects: new Set(options.refusedIds?.projects),
    properties: new Set(options.refusedIds?.properties),
  };
  const absentProjects = options.full
    ? absent(stored.projects, incoming.projects, refused.projects)
    : [];
  // A full import withdraws a project's units with it, even those the file still lists: none stays
  // on offer under a project that is gone (docs/requirements.md §11), whether it goes now or went before.
  const listedProjects = new Set([...incoming.projects.map((p) => p.id), ...refused.projects]);
  const goneProjects = new Set([
    ...stored.projects.filter((p) => !listedProjects.has(p.id)).map((p) => p.id),
    ...incoming.projects.filter((p) => p.status === "withdrawn").map((p) => p.id),
  ]);
  const propertiesBefore = byId(stored.properties);
  const properties = incoming.properties.map((listed): Planned<PropertyEntity> => {
    const before = propertiesBefore.get(listed.id);
    const { entity: named, city } = cities(listed);
    const underGoneProject =
      options.full && named.projectId !== undefined && goneProjects.has(named.projectId);
    if (!underGoneProject || named.status === "withdrawn") {
      return { entity: named, city, outcome: outcomeOf("property", before, named, options) };
    }
    // Stamped when it is withdrawn, not with the file's date: a second import then finds it as is.
    const entity = { ...named, status: "withdrawn" as const, updatedAt: undefined };
    const outcome = outcomeOf("property", before, entity, options);
    return {
      entity,
      city,
      outcome: outcome === "updated" && before?.status !== "withdrawn" ? "withdrawn" : outcome,
    };
  });
  const absentProperties = options.full
    ? absent(stored.properties, incoming.properties, refused.properties)
    : [];

  for (const { outcome } of [...projects, ...properties]) summary[outcome]++;
  summary.withdrawn += absentProjects.length + absentProperties.length;
  return {
    propertyTypes: changedTypes(stored.propertyTypes, incoming.propertyTypes),
    projects,
    properties,
    withdrawnIds: {
      projects: absentProjects.map((p) => p.id),
      properties: absentProperties.map((p) => p.id),
    },
    summary,
  };
}

/**
 * The city of each entity of the file, named in each language as the file names that city last (its
 * name is kept once per city): two properties spelling one city differently then compare with what
 * the import stores, and a second import finds every name as it left it.
 */
function citiesOf(
  incoming: Catalogue,
): <E extends ProjectEntity | PropertyEntity>(entity: E) => { entity: E; city: City } {
  const names = new Map<string, Record<string, string>>();
  for (const entity of [...incoming.projects, ...incoming.properties]) {
    const city = cityOf(entity);
    names.set(city.key, { ...names.get(city.key), ...city.names });
  }
  return <E extends ProjectEntity | PropertyEntity>(entity: E) => {
    const { key, ...city } = cityOf(entity);
    const cityNames = names.get(key) ?? city.names;
    const texts = Object.fromEntries(
      Object.entries(entity.texts).map(([language, text]) => [
        language,
        text && { ...text, city: cityNames[language] ?? text.city },
      ]),
    ) as E["texts"];
    return { entity: { ...entity, texts }, city: { ...city, names: cityNames } };
  };
}

/**
 * The file's projects and properties with the stored texts of the languages the file does not give:
 * a file holding only the French answer updates the French texts and leaves the others as they are
 * (issue 28, defect 2). Only a full import, whose file is the whole catalogue, withdraws a language.
 * Kept before the cities are worked out, so that a city keeps its key (named by its French name).
 */
function withOtherLanguagesKept(stored: Catalogue, incoming: Catalogue): Catalogue {
  const keep = <E extends ProjectEntity | PropertyEntity>(before: Map<number, E>, entity: E): E => {
    const texts = before.get(entity.id)?.texts;
    return texts ? { ...entity, texts: { ...texts, ...entity.texts } } : entity;
  };
  const projects = byId(stored.projects);
  const properties = byId(stored.properties);
  return {
    ...incoming,
    projects: incoming.projects.map((project) => keep(projects, project)),
    properties: incoming.properties.map((property) => keep(properties, property)),
  };
}

function byId<T extends { id: number }>(list: T[]): Map<number, T> {
  return new Map(list.map((e) => [e.id, e]));
}

/** Stored entities still on offer that the file does not contain (nor refused). */
function absent<E extends { id: number; status: string }>(
  stored: E[],
  incoming: E[],
  refused: ReadonlySet<number>,
): E[] {
  const present = new Set(incoming.map((e) => e.id));
  return stored.filter((e) => e.status !== "withdrawn" && !present.has(e.id) && !refused.has(e.id));
}

/** A type's names are only ever added to or replaced, never removed, by an import. */
function changedTypes(
  stored: PropertyTypeEntity[],
  incoming: PropertyTypeEntity[],
): PropertyTypeEntity[] {
  const before = new Map(stored.map((t) => [t.webId, t]));
  return incoming.filter((type) => {
    const known = before.get(type.webId);
    return (
      !known || !isDeepStrictEqual(known, { ...type, names: { ...known.names, ...type.names } })
    );
  });
}

function outcomeOf<E extends ProjectEntity | PropertyEntity>(
  owner: Owner,
  before: E | undefined,
  after: E,
  options: PlanOptions,
): "created" | "updated" | "skipped" {
  if (!before) return "created";
  const files = [...after.media.pictures, ...after.media.documents].map(
    (item) => options.incomingFiles.get(item.Url) ?? null,
  );
  if (!isDeepStrictEqual(options.storedFiles(owner, before.id), files)) return "updated";
  // Dates the file does not give are the database's own business; given ones are compared as instants
  // (`2026-08-09T18:01:36+02:00` is `2026-08-09T16:01:36.000Z`). A file with a stored original is
  // compared by that original (its content's hash), not by its path: the same photos under another
  // folder are no change (issue 28, defect 9).
  const undated = ({ createdAt: _c, updatedAt: _u, media, ...rest }: E) => ({
    ...rest,
    media: byContent(media, files),
  });
  return isDeepStrictEqual(undated(before), undated(after)) &&
    sameInstant(before.createdAt, after.createdAt) &&
    sameInstant(before.updatedAt, after.updatedAt)
    ? "skipped"
    : "updated";
}

/** Media with each file that has a stored original named by that original instead of its URL. */
function byContent(media: Media, files: (number | null)[]) {
  const named = <T extends { Url: string }>(item: T, at: number) => {
    const file = files[at];
    return file === null || file === undefined ? item : { ...item, Url: `stored original ${file}` };
  };
  return {
    ...media,
    pictures: media.pictures.map((picture, i) => named(picture, i)),
    documents: media.documents.map((document, i) => named(document, media.pictures.length + i)),
  };
}

/** Whether a stored date is the instant the file gives; a date the file leaves out never differs. */
export function sameInstant(stored: string | undefined, given: string | undefined): boolean {
  return given === undefined || (stored !== undefined && Date.parse(stored) === Date.parse(given));
}
