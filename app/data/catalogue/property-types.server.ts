import type { Kysely } from "kysely";
import type { Database } from "#app/data/schema.ts";
import type { Language } from "#app/i18n/languages.ts";

/** The property types the catalogue knows (docs/requirements.md §3), named in `language`, in their show order. */
export async function propertyTypeNames(
  db: Kysely<Database>,
  language: Language,
): Promise<{ webId: number; name: string }[]> {
  const rows = await db
    .selectFrom("property_type as t")
    .innerJoin("property_type_name as n", (join) =>
      join.onRef("n.web_id", "=", "t.web_id").on("n.language", "=", language),
    )
    .select(["t.web_id", "n.name"])
    .orderBy("t.show_order")
    .orderBy("t.web_id")
    .execute();
  return rows.map((row) => ({ webId: row.web_id, name: row.name }));
}
