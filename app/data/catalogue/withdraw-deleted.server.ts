import type { Kysely } from "kysely";
import { bumpContentVersion } from "#app/data/content/content-version.server.ts";
import type { Database } from "#app/data/schema.ts";
import { recountProperties } from "./property-counts.server.ts";

// A `changes` sync's withdrawals (ADR 066): the ids the CRM says were deleted. As in a full import
// (docs/requirements.md §11), a project's units go with it. The CRM may list an id long after it went (its list
// takes no date), so what is withdrawn already is left as it is and not counted.

/** At most this many ids in one statement, whatever the CRM's list (the writer's bound). */
const idsPerStatement = 500;

export async function withdrawDeleted(
  db: Kysely<Database>,
  deleted: { properties: number[]; projects: number[] },
  now: Date,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    let withdrawn = 0;
    const set = { status: "withdrawn", updated_at: now };
    for (const ids of chunks(deleted.projects)) {
      const projects = await trx
        .updateTable("project")
        .set(set)
        .where("id", "in", ids)
        .where("status", "!=", "withdrawn")
        .executeTakeFirst();
      const units = await trx
        .updateTable("property")
        .set(set)
        .where("project_id", "in", ids)
        .where("status", "!=", "withdrawn")
        .executeTakeFirst();
      withdrawn += Number(projects.numUpdatedRows) + Number(units.numUpdatedRows);
    }
    for (const ids of chunks(deleted.properties)) {
      const properties = await trx
        .updateTable("property")
        .set(set)
        .where("id", "in", ids)
        .where("status", "!=", "withdrawn")
        .executeTakeFirst();
      withdrawn += Number(properties.numUpdatedRows);
    }
    if (withdrawn > 0) {
      await recountProperties(trx);
      await bumpContentVersion(trx);
    }
    return withdrawn;
  });
}

function chunks(ids: number[]): number[][] {
  const result: number[][] = [];
  for (let i = 0; i < ids.length; i += idsPerStatement)
    result.push(ids.slice(i, i + idsPerStatement));
  return result;
}
