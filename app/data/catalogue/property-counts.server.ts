import type { Kysely } from "kysely";
import type { Database } from "#app/data/schema.ts";

/**
 * Rewrites property_count from the properties (db/migrations/0005): one group-by per import, inside its
 * transaction, so that the counts read on every request always match the properties they count.
 */
export async function recountProperties(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom("property_count").execute();
  await db
    .insertInto("property_count")
    .columns(["goal", "status", "web_id", "city_id", "properties"])
    .expression((eb) =>
      eb
        .selectFrom("property")
        .select(["goal", "status", "web_id", "city_id", eb.fn.countAll<number>().as("properties")])
        .groupBy(["goal", "status", "web_id", "city_id"]),
    )
    .execute();
}
