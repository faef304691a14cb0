import type { Kysely } from "kysely";
import { goalOf } from "#app/data/rows.server.ts";
import type { Database } from "#app/data/schema.ts";
import { onOfferStatuses } from "#app/domain/listing-status.ts";
import type { Language } from "#app/i18n/languages.ts";
import type { PropertyPlace } from "#app/model/catalogue/listing-place.ts";
import type { SearchData } from "#app/model/catalogue/search-data.ts";
import { mediaKey, type Photo } from "#app/model/media/image-variants.ts";
import { searchCounts } from "./search-counts.server.ts";

// spec §5, §7: the home search block's data for one language. Cities and types with the same counts
// as the listings and the stats (search-counts.server.ts); the ids on offer with a text in this
// language. Nothing else: no price, street, coordinates or description can leave through it.

export async function searchData(db: Kysely<Database>, language: Language): Promise<SearchData> {
  const [counts, ids] = await Promise.all([
    searchCounts(db, language),
    db
      .selectFrom("property as p")
      .select(["p.id", "p.goal"])
      .where("p.status", "in", onOfferStatuses)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom("property_translation as t")
            .select("t.property_id")
            .whereRef("t.property_id", "=", "p.id")
            .where("t.language", "=", language),
        ),
      )
      .orderBy("p.id")
      .execute(),
  ]);
  const named = <T extends { name: string }>(items: T[]) => items.filter((i) => i.name !== "");
  return {
    cities: named(counts.cities).map(({ name, zip, sale, rent }) => ({ name, zip, sale, rent })),
    types: named(counts.types).map(({ webId, name, sale, rent }) => ({
      id: webId,
      name,
      sale,
      rent,
    })),
    sale: ids.filter((row) => goalOf(row.goal) === "sale").map((row) => row.id),
    rent: ids.filter((row) => goalOf(row.goal) === "rent").map((row) => row.id),
  };
}

/** The one property a search matched by its ID: its place, raw description and first photo. */
export interface SearchPropertyRow extends PropertyPlace {
  description: string;
  photo?: Photo | undefined;
}

export async function searchProperty(
  db: Kysely<Database>,
  language: Language,
  id: number,
): Promise<SearchPropertyRow | undefined> {
  const row = await db
    .selectFrom("property as p")
    .innerJoin("property_translation as t", (join) =>
      join.onRef("t.property_id", "=", "p.id").on("t.language", "=", language),
    )
    .leftJoin("city_name as c", (join) =>
      join.onRef("c.city_id", "=", "p.city_id").on("c.language", "=", language),
    )
    .leftJoin("attachment as a", (join) =>
      join.onRef("a.property_id", "=", "p.id").on("a.kind", "=", "photo").on("a.position", "=", 0),
    )
    .leftJoin("media_file as m", "m.id", "a.media_file_id")
    .leftJoin("project as pr", "pr.id", "p.project_id")
    .leftJoin("project_translation as pt", (join) =>
      join.onRef("pt.project_id", "=", "pr.id").on("pt.language", "=", language),
    )
    .leftJoin("city_name as pc", (join) =>
      join.onRef("pc.city_id", "=", "pr.city_id").on("pc.language", "=", language),
    )
    .select([
      "p.id",
      "p.goal",
      "t.title",
      "t.description",
      "c.name as city",
      "m.id as media_id",
      "m.sha256",
      "a.width",
      "a.height",
      "pr.id as project_id",
      "pt.name as project_name",
      "pc.name as project_city",
    ])
    .where("p.id", "=", id)
    .where("p.status", "in", onOfferStatuses)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    goal: goalOf(row.goal),
    title: row.title,
    city: row.city ?? "",
    description: row.description,
    project:
      row.project_id !== null && row.project_name !== null
        ? { id: row.project_id, name: row.project_name, city: row.project_city ?? "" }
        : undefined,
    photo:
      row.media_id !== null && row.sha256 && row.width && row.height
        ? { key: mediaKey(row.media_id, row.sha256), width: row.width, height: row.height }
        : undefined,
  };
}
