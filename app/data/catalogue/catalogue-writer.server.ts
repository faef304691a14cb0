import type { Kysely } from "kysely";
import { bumpContentVersion } from "#app/data/content/content-version.server.ts";
import { isDatabaseUnavailable } from "#app/data/database-errors.server.ts";
import type { Database } from "#app/data/schema.ts";
import type { Language } from "#app/i18n/languages.ts";
import {
  type ImportSummary,
  type Outcome,
  planCatalogue,
  type RefusedIds,
} from "#app/model/catalogue/catalogue-plan.ts";
import type {
  Address,
  Catalogue,
  Media,
  ProjectEntity,
  PropertyEntity,
  PropertyTypeEntity,
} from "#app/model/catalogue/entities.ts";
import { readAttachedFiles, readCatalogue } from "./catalogue-reader.server.ts";
import { cityResolver } from "./cities.server.ts";
import { recountProperties } from "./property-counts.server.ts";
import { textLanguages } from "./property-text.server.ts";

export interface WriteOptions {
  /** Withdraw the properties and projects the catalogue does not contain. */
  full: boolean;
  now: Date;
  /** Stored originals of the catalogue's files, by the URL the catalogue gives them. */
  mediaFileIds?: ReadonlyMap<string, number>;
  /** Entities whose records were refused: not withdrawn by a full import (catalogue-plan.ts). */
  refusedIds?: RefusedIds | undefined;
  onProgress?: (done: number, total: number) => void;
}

/** At most this many ids in one statement: SQLite takes at most 32,766 variables, PostgreSQL 65,535. */
const idsPerStatement = 500;

/**
 * Upserts the catalogue by ID, writing only what changed (catalogue-plan.ts): importing the same file
 * twice writes nothing, not even the content version. Run it inside a transaction: the caller commits
 * all or nothing; a dry run rolls it back and reports the same summary.
 */
export async function writeCatalogue(
  db: Kysely<Database>,
  incoming: Catalogue,
  options: WriteOptions,
): Promise<ImportSummary> {
  const plan = planCatalogue(await readCatalogue(db), incoming, {
    full: options.full,
    storedFiles: await readAttachedFiles(db),
    incomingFiles: options.mediaFileIds ?? new Map(),
    refusedIds: options.refusedIds,
  });
  const cityId = cityResolver(db);
  const total = plan.projects.length + plan.properties.length;
  let done = 0;

  for (const type of plan.propertyTypes) await saveType(db, type);
  for (const { entity, outcome, city } of plan.projects) {
    if (outcome !== "skipped") {
      await naming(`project ${entity.id}`, async () =>
        saveProject(db, entity, outcome, await cityId(city), options),
      );
    }
    options.onProgress?.(++done, total);
  }
  for (const { entity, outcome, city } of plan.properties) {
    if (outcome !== "skipped") {
      await naming(`property ${entity.id}`, async () =>
        saveProperty(db, entity, outcome, await cityId(city), options),
      );
    }
    options.onProgress?.(++done, total);
  }
  await withdraw(db, "project", plan.withdrawnIds.projects, options.now);
  await withdraw(db, "property", plan.withdrawnIds.properties, options.now);

  const { created, updated, withdrawn } = plan.summary;
  if (created + updated + withdrawn > 0) await recountProperties(db);
  // Cached pages are made again only when something they show changed.
  if (created + updated + withdrawn + plan.propertyTypes.length > 0) await bumpContentVersion(db);
  return plan.summary;
}

async function saveType(db: Kysely<Database>, type: PropertyTypeEntity): Promise<void> {
  const row = { show_order: type.showOrder, for_sale: type.forSale, for_rent: type.forRent };
  await db
    .insertInto("property_type")
    .values({ web_id: type.webId, ...row })
    .onConflict((oc) => oc.column("web_id").doUpdateSet(row))
    .execute();
  for (const [language, name] of Object.entries(type.names)) {
    await db
      .insertInto("property_type_name")
      .values({ web_id: type.webId, language, name })
      .onConflict((oc) => oc.columns(["web_id", "language"]).doUpdateSet({ name }))
      .execute();
  }
}

/**
 * A value the database refuses names the record it stopped at (issue 28, defect 1: a PostgreSQL error
 * named nothing). The import's checks name the field before anything is written and should leave none;
 * a database gone away keeps its own error, which callers recognise.
 */
async function naming(record: string, save: () => Promise<void>): Promise<void> {
  try {
    await save();
  } catch (error) {
    if (!(error instanceof Error) || isDatabaseUnavailable(error)) throw error;
    throw new Error(`${record}: the database refused it (${error.message})`, { cause: error });
  }
}

function addressColumns(address: Address, cityId: number) {
  return {
    street: address.street ?? null,
    house_number: address.houseNumber ?? null,
    box_number: address.boxNumber ?? null,
    city_id: cityId,
    publish_address: address.publishAddress,
    latitude: address.latitude ?? null,
    longitude: address.longitude ?? null,
  };
}

/** When the file gives no dates: created now on insert, updated now on every change. */
function timestamps(
  entity: { createdAt?: string | undefined; updatedAt?: string | undefined },
  outcome: Outcome,
  now: Date,
): { updated_at: Date; created_at?: Date } {
  const created = entity.createdAt
    ? new Date(entity.createdAt)
    : outcome === "created"
      ? now
      : undefined;
  return {
    updated_at: entity.updatedAt ? new Date(entity.updatedAt) : now,
    ...(created ? { created_at: created } : {}),
  };
}

async function saveProperty(
  db: Kysely<Database>,
  property: PropertyEntity,
  outcome: Outcome,
  cityId: number,
  options: WriteOptions,
): Promise<void> {
  const columns = {
    goal: property.goal,
    status: property.status,
    web_id: property.webId,
    price: property.price,
    publish_price: property.publishPrice,
    price_unit: property.priceUnit,
    marquee: property.marquee,
    epc_value: property.epcValue,
    epc_not_applicable: property.epcNotApplicable,
    bedrooms: property.bedrooms ?? null,
    bathrooms: property.bathrooms ?? null,
    surface_living: property.surfaceLiving ?? null,
    surface_ground: property.surfaceGround ?? null,
    project_id: property.projectId ?? null,
    details: JSON.stringify(property.details),
    text_languages: textLanguages(Object.keys(property.texts) as Language[]),
    ...addressColumns(property.address, cityId),
    ...timestamps(property, outcome, options.now),
  };
  if (outcome === "created") {
    await db
      .insertInto("property")
      .values({ id: property.id, ...columns, created_at: columns.created_at ?? options.now })
      .execute();
  } else {
    await db.updateTable("property").set(columns).where("id", "=", property.id).execute();
    // Its texts, other types and files are written again; a new one has none yet.
    await db.deleteFrom("property_translation").where("property_id", "=", property.id).execute();
    await db.deleteFrom("property_extra_type").where("property_id", "=", property.id).execute();
    await db.deleteFrom("attachment").where("property_id", "=", property.id).execute();
  }
  const texts = Object.entries(property.texts) as [Language, PropertyEntity["texts"][Language]][];
  if (texts.length > 0) {
    await db
      .insertInto("property_translation")
      .values(
        texts.map(([language, text]) => ({
          property_id: property.id,
          language,
          title: text?.title ?? "",
          description: text?.description ?? "",
          marquee_name: text?.marqueeName ?? null,
          epc_label_text: text?.epcLabelText ?? null,
          price_unit_text: text?.priceUnitText ?? null,
          details: JSON.stringify({
            ...text?.details,
            mainTypeName: text?.mainTypeName,
            countryName: text?.countryName,
          }),
        })),
      )
      .execute();
  }
  if (property.extraWebIds.length > 0) {
    await db
      .insertInto("property_extra_type")
      .values(property.extraWebIds.map((web_id) => ({ property_id: property.id, web_id })))
      .execute();
  }
  await saveMedia(db, { property_id: property.id }, property.media, options.mediaFileIds);
}

async function saveProject(
  db: Kysely<Database>,
  project: ProjectEntity,
  outcome: Outcome,
  cityId: number,
  options: WriteOptions,
): Promise<void> {
  const columns = {
    status: project.status,
    goal: project.goal ?? null,
    web_id: project.webId ?? null,
    external_url: project.externalUrl ?? null,
    price_min: project.priceMin ?? null,
    price_max: project.priceMax ?? null,
    ...addressColumns(project.address, cityId),
    ...timestamps(project, outcome, options.now),
  };
  if (outcome === "created") {
    await db
      .insertInto("project")
      .values({ id: project.id, ...columns, created_at: columns.created_at ?? options.now })
      .execute();
  } else {
    await db.updateTable("project").set(columns).where("id", "=", project.id).execute();
    // Its texts and files are written again; a new one has none yet.
    await db.deleteFrom("project_translation").where("project_id", "=", project.id).execute();
    await db.deleteFrom("attachment").where("project_id", "=", project.id).execute();
  }
  const texts = Object.entries(project.texts) as [Language, ProjectEntity["texts"][Language]][];
  if (texts.length > 0) {
    await db
      .insertInto("project_translation")
      .values(
        texts.map(([language, text]) => ({
          project_id: project.id,
          language,
          name: text?.name ?? "",
          description: text?.description ?? "",
          details: JSON.stringify({ countryName: text?.countryName }),
        })),
      )
      .execute();
  }
  await saveMedia(db, { project_id: project.id }, project.media, options.mediaFileIds);
}

type Owner = { property_id: number } | { project_id: number };

async function saveMedia(
  db: Kysely<Database>,
  owner: Owner,
  media: Media,
  mediaFileIds: ReadonlyMap<string, number> | undefined,
): Promise<void> {
  const base = { property_id: null, project_id: null, article_id: null, ...owner };
  const file = (url: string) => mediaFileIds?.get(url) ?? null;
  const rows = [
    ...media.pictures.map((p, position) => ({
      ...base,
      kind: "photo" as const,
      position,
      url: p.Url,
      media_file_id: file(p.Url),
      name: p.Name ?? null,
      width: p.Width ?? null,
      height: p.Height ?? null,
    })),
    ...media.documents.map((d, position) => ({
      ...base,
      kind: "document" as const,
      position,
      url: d.Url,
      media_file_id: file(d.Url),
      name: d.Name,
      width: null,
      height: null,
    })),
    ...[
      ...media.videos.map((url) => ({ url, kind: "video" as const })),
      ...(media.virtualTour ? [{ url: media.virtualTour, kind: "tour" as const }] : []),
    ].map((link, position) => ({
      ...base,
      ...link,
      position,
      media_file_id: null,
      name: null,
      width: null,
      height: null,
    })),
  ];
  if (rows.length > 0) await db.insertInto("attachment").values(rows).execute();
}

/** Withdraws stored entities by id, a bounded number per statement whatever the catalogue's size. */
async function withdraw(
  db: Kysely<Database>,
  table: "property" | "project",
  ids: number[],
  now: Date,
): Promise<void> {
  for (let i = 0; i < ids.length; i += idsPerStatement) {
    await db
      .updateTable(table)
      .set({ status: "withdrawn", updated_at: now })
      .where("id", "in", ids.slice(i, i + idsPerStatement))
      .execute();
  }
}
