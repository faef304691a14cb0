import { type Kysely, sql } from "kysely";
import { isPostgres } from "./dialect.ts";

// Issue 28, defects 1 and 6 (docs/import-format.md "Behaviour"). Money keeps its cents: a rent of
// 1234.56 failed on PostgreSQL, whose `integer` columns refuse it, while SQLite's integer affinity
// already keeps a value with decimals as it is. The prices become `double precision` there, like
// surfaces and EPC values: every reader, sort index, filter and facet still gets a JavaScript number
// on both engines (PostgreSQL gives `numeric` back as a string), and the import refuses anything but
// whole cents, which a double holds exactly to the cent far beyond the largest price (10^9 euros).
// Coordinates of 0 mean "not placed" (app/model/catalogue/group-records.ts): those stored by
// earlier imports become unknown too, so no marker or JSON-LD point sits at 0,0.
const priceColumns = [
  ["property", "price"],
  ["project", "price_min"],
  ["project", "price_max"],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    for (const [table, column] of priceColumns) {
      await sql`alter table ${sql.table(table)} alter column ${sql.ref(column)} type double precision`.execute(
        db,
      );
    }
  }
  for (const table of ["property", "project"]) {
    await sql`update ${sql.table(table)} set latitude = null, longitude = null
      where latitude = 0 or longitude = 0`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const [table, column] of priceColumns) {
    await sql`alter table ${sql.table(table)} alter column ${sql.ref(column)} type integer
      using round(${sql.ref(column)})::integer`.execute(db);
  }
}
