import { isDeepStrictEqual } from "node:util";
import type { Catalogue, ProjectEntity, PropertyEntity, PropertyTypeEntity } from "./entities.ts";

// What an import changes, worked out from what is stored and what the file gives before anything is
// written: the writer applies it and a dry run reports it, so both say the same (issue 11). Only what
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
  entity: E;
  outcome: Outcome;
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
}

export function planCatalogue(
  stored: Catalogue,
  incoming: Catalogue,
  options: PlanOptions,
): CataloguePlan {
  const summary: ImportSummary = { created: 0, updated: 0, skipped: 0, withdrawn: 0 };

  const projectsBefore = byId(stored.projects);
  const projects = incoming.projects.map((entity) => ({
    entity,
    outcome: outcomeOf("project", projectsBefore.get(entity.id), entity, options),
  }));
  const absentProjects = options.full ? absent(stored.projects, incoming.projects) : [];
  // A full import withdraws a project's units with it, even those the file still lists: none stays
  // on offer under a project that is gone (issue 11), whether it goes now or went before.
  const listedProjects = new Set(incoming.projects.map((p) => p.id));
  const goneProjects = new Set([
    ...stored.projects.filter((p) => !listedProjects.has(p.id)).map((p) => p.id),
    ...incoming.projects.filter((p) => p.status === "withdrawn").map((p) => p.id),
  ]);
  const propertiesBefore = byId(stored.properties);
  const properties = incoming.properties.map((listed): Planned<PropertyEntity> => {
    const before = propertiesBefore.get(listed.id);
    const underGoneProject =
      options.full && listed.projectId !== undefined && goneProjects.has(listed.projectId);
    if (!underGoneProject || listed.status === "withdrawn") {
      return { entity: listed, outcome: outcomeOf("property", before, listed, options) };
    }
    // Stamped when it is withdrawn, not with the file's date: a second import then finds it as is.
    const entity = { ...listed, status: "withdrawn" as const, updatedAt: undefined };
    const outcome = outcomeOf("property", before, entity, options);
    return {
      entity,
      outcome: outcome === "updated" && before?.status !== "withdrawn" ? "withdrawn" : outcome,
    };
  });
  const absentProperties = options.full ? absent(stored.properties, incoming.properties) : [];

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

function byId<T extends { id: number }>(list: T[]): Map<number, T> {
  return new Map(list.map((e) => [e.id, e]));
}

/** Stored entities still on offer that the file does not contain. */
function absent<E extends { id: number; status: string }>(stored: E[], incoming: E[]): E[] {
  const present = new Set(incoming.map((e) => e.id));
  return stored.filter((e) => e.status !== "withdrawn" && !present.has(e.id));
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
  // (`2026-08-09T18:01:36+02:00` is `2026-08-09T16:01:36.000Z`).
  const undated = ({ createdAt: _c, updatedAt: _u, ...rest }: E) => rest;
  return isDeepStrictEqual(undated(before), undated(after)) &&
    sameInstant(before.createdAt, after.createdAt) &&
    sameInstant(before.updatedAt, after.updatedAt)
    ? "skipped"
    : "updated";
}

/** Whether a stored date is the instant the file gives; a date the file leaves out never differs. */
export function sameInstant(stored: string | undefined, given: string | undefined): boolean {
  return given === undefined || (stored !== undefined && Date.parse(stored) === Date.parse(given));
}
