import type { Kysely, Selectable } from "kysely";
import type { ProjectTable, PropertyTable } from "#app/data/catalogue/schema.ts";
import type { AttachmentTable } from "#app/data/media/schema.ts";
import {
  flag,
  goalOf,
  groupByKey,
  isoTimestamp,
  optional,
  parseJsonObject,
} from "#app/data/rows.server.ts";
import type { Database } from "#app/data/schema.ts";
import type { Language } from "#app/i18n/languages.ts";
import type {
  Address,
  Catalogue,
  Media,
  ProjectEntity,
  PropertyEntity,
  PropertyText,
} from "#app/model/catalogue/entities.ts";
import {
  localizedDetailsSchema,
  neutralDetailsSchema,
} from "#app/model/catalogue/property-details.ts";

// The whole catalogue as domain entities, read in a fixed number of queries whatever its size.
// Rows become entities here and nowhere else.

export async function readCatalogue(db: Kysely<Database>): Promise<Catalogue> {
  const [
    types,
    typeNames,
    cityNames,
    cities,
    projects,
    projectTexts,
    properties,
    propertyTexts,
    extraTypes,
    attachments,
  ] = await Promise.all([
    db.selectFrom("property_type").selectAll().orderBy("web_id").execute(),
    db.selectFrom("property_type_name").selectAll().orderBy("language").execute(),
    db.selectFrom("city_name").selectAll().orderBy("language").execute(),
    db.selectFrom("city").selectAll().execute(),
    db.selectFrom("project").selectAll().orderBy("id").execute(),
    db.selectFrom("project_translation").selectAll().orderBy("language").execute(),
    db.selectFrom("property").selectAll().orderBy("id").execute(),
    db.selectFrom("property_translation").selectAll().orderBy("language").execute(),
    db.selectFrom("property_extra_type").selectAll().orderBy("web_id").execute(),
    db.selectFrom("attachment").selectAll().orderBy("position").execute(),
  ]);
  const namesOfCity = groupByKey(cityNames, (row) => row.city_id);
  const cityById = new Map(cities.map((c) => [c.id, c]));
  const cityName = (cityId: number, language: string) =>
    namesOfCity.get(cityId)?.find((n) => n.language === language)?.name ?? "";
  const namesOfType = groupByKey(typeNames, (row) => row.web_id);
  const textsOfProject = groupByKey(projectTexts, (row) => row.project_id);
  const textsOfProperty = groupByKey(propertyTexts, (row) => row.property_id);
  const extraTypesOf = groupByKey(extraTypes, (row) => row.property_id);
  const attachmentsOfProperty = groupByKey(attachments, (row) => row.property_id);
  const attachmentsOfProject = groupByKey(attachments, (row) => row.project_id);

  const address = (row: Selectable<ProjectTable> | Selectable<PropertyTable>): Address => ({
    publishAddress: flag(row.publish_address),
    street: optional(row.street),
    houseNumber: optional(row.house_number),
    boxNumber: optional(row.box_number),
    zip: cityById.get(row.city_id)?.zip ?? "",
    countryId: cityById.get(row.city_id)?.country_id === 50 ? 50 : 10,
    latitude: optional(row.latitude),
    longitude: optional(row.longitude),
  });

  return {
    propertyTypes: types.map((type) => ({
      webId: type.web_id,
      showOrder: type.show_order,
      forSale: flag(type.for_sale),
      forRent: flag(type.for_rent),
      names: Object.fromEntries(
        (namesOfType.get(type.web_id) ?? []).map((n) => [n.language, n.name]),
      ),
    })),
    projects: projects.map(
      (row): ProjectEntity => ({
        id: row.id,
        status: row.status === "withdrawn" ? "withdrawn" : "available",
        goal: row.goal === "sale" || row.goal === "rent" ? row.goal : undefined,
        webId: optional(row.web_id),
        externalUrl: optional(row.external_url),
        priceMin: optional(row.price_min),
        priceMax: optional(row.price_max),
        address: address(row),
        media: media(attachmentsOfProject.get(row.id) ?? []),
        createdAt: isoTimestamp(row.created_at),
        updatedAt: isoTimestamp(row.updated_at),
        texts: Object.fromEntries(
          (textsOfProject.get(row.id) ?? []).map((t) => [
            t.language,
            {
              name: t.name,
              description: t.description,
              city: cityName(row.city_id, t.language),
              countryName: optional(parseJsonObject(t.details).countryName as string | null),
            },
          ]),
        ),
      }),
    ),
    properties: properties.map(
      (row): PropertyEntity => ({
        id: row.id,
        goal: goalOf(row.goal),
        status: row.status as PropertyEntity["status"],
        webId: row.web_id,
        extraWebIds: (extraTypesOf.get(row.id) ?? []).map((e) => e.web_id),
        price: row.price,
        publishPrice: flag(row.publish_price),
        priceUnit: row.price_unit,
        marquee: row.marquee,
        epcValue: row.epc_value,
        epcNotApplicable: flag(row.epc_not_applicable),
        bedrooms: optional(row.bedrooms),
        bathrooms: optional(row.bathrooms),
        surfaceLiving: optional(row.surface_living),
        surfaceGround: optional(row.surface_ground),
        projectId: optional(row.project_id),
        address: address(row),
        media: media(attachmentsOfProperty.get(row.id) ?? []),
        details: neutralDetailsSchema.parse(parseJsonObject(row.details)),
        createdAt: isoTimestamp(row.created_at),
        updatedAt: isoTimestamp(row.updated_at),
        texts: Object.fromEntries(
          (textsOfProperty.get(row.id) ?? []).map((t): [Language, PropertyText] => {
            const { countryName, mainTypeName, ...details } = parseJsonObject(t.details);
            return [
              t.language as Language,
              {
                title: t.title,
                description: t.description,
                mainTypeName: optional(mainTypeName as string | null),
                marqueeName: optional(t.marquee_name),
                epcLabelText: optional(t.epc_label_text),
                priceUnitText: optional(t.price_unit_text),
                city: cityName(row.city_id, t.language),
                countryName: optional(countryName as string | null),
                details: localizedDetailsSchema.parse(details),
              },
            ];
          }),
        ),
      }),
    ),
  };
}

function media(rows: Selectable<AttachmentTable>[]): Media {
  const url = (row: Selectable<AttachmentTable>) => row.url ?? "";
  return {
    pictures: rows
      .filter((r) => r.kind === "photo")
      .map((r) => ({
        Url: url(r),
        ...(r.width ? { Width: r.width } : {}),
        ...(r.height ? { Height: r.height } : {}),
        ...(r.name ? { Name: r.name } : {}),
      })),
    documents: rows
      .filter((r) => r.kind === "document")
      .map((r) => ({ Url: url(r), Name: r.name ?? "" })),
    videos: rows.filter((r) => r.kind === "video" && r.url !== null).map(url),
    virtualTour: rows.find((r) => r.kind === "tour")?.url ?? undefined,
  };
}

/**
 * The stored original of each photo and then each document of every project and property, in order
 * (null where none is stored yet): what an import compares the files it names with.
 */
export async function readAttachedFiles(
  db: Kysely<Database>,
): Promise<(owner: "project" | "property", id: number) => (number | null)[]> {
  const rows = await db
    .selectFrom("attachment")
    .select(["property_id", "project_id", "media_file_id"])
    .where("kind", "in", ["photo", "document"])
    .where((eb) => eb.or([eb("property_id", "is not", null), eb("project_id", "is not", null)]))
    // "photo" after "document": photos first, as the catalogue lists them.
    .orderBy("kind", "desc")
    .orderBy("position")
    .execute();
  const ofProperty = groupByKey(rows, (row) => row.property_id);
  const ofProject = groupByKey(rows, (row) => row.project_id);
  return (owner, id) =>
    ((owner === "property" ? ofProperty : ofProject).get(id) ?? []).map((r) => r.media_file_id);
}
