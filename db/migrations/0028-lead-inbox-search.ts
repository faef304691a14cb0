import { type Kysely, sql } from "kysely";
import { leadProjectId, leadSearchText } from "#app/model/leads/lead-search.ts";

// ADR 051 (docs/requirements.md §17, the leads inbox): a lead keeps the lower-cased text its free text
// search reads (`search`) and the project it is about (`project_id`, a question on a project's page),
// both written with the lead; the leads stored before are filled here. With the indexes of 0015 (form)
// and 0025 (status, agent), one serves each filter in the list's order (newest first).
const batch = 500;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("lead")
    .addColumn("search", "text", (col) => col.notNull().defaultTo(""))
    .execute();
  await db.schema.alterTable("lead").addColumn("project_id", "integer").execute();
  for (let after = 0; ; ) {
    const { rows } = await sql<{ id: number; fields: string }>`
      select id, fields from lead where id > ${after} order by id limit ${batch}`.execute(db);
    for (const row of rows) {
      const fields = JSON.parse(row.fields);
      await sql`update lead set search = ${leadSearchText(fields)},
        project_id = ${leadProjectId(fields) ?? null} where id = ${row.id}`.execute(db);
    }
    const last = rows.at(-1);
    if (!last) break;
    after = last.id;
  }
  for (const [name, column] of [
    ["lead_property_idx", "property_id"],
    ["lead_project_idx", "project_id"],
  ] as const)
    await db.schema.createIndex(name).on("lead").columns([column, "created_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of ["lead_project_idx", "lead_property_idx"])
    await db.schema.dropIndex(name).execute();
  await db.schema.alterTable("lead").dropColumn("project_id").execute();
  await db.schema.alterTable("lead").dropColumn("search").execute();
}
