import { type Kysely, sql } from "kysely";
import { emailKey, phoneKey } from "#app/model/leads/lead-search.ts";

// ADR 051 (amended 2026-11-28): a free text that is one whole e-mail address or one whole phone number
// (docs/requirements.md §17, the inbox's free text) is found by equality on the lead's own e-mail,
// lower-cased, and its phone in one writing (model/leads/lead-search.ts), through a B-tree index each
// in the list's order, on both engines; the trigram index (0029) stays for part of a text. The leads
// stored before are filled here; the lead's writers (storeLead, the erasure) keep both in step.
const batch = 500;
const keys = [
  ["email_key", "lead_email_key_idx"],
  ["phone_key", "lead_phone_key_idx"],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [column] of keys)
    await db.schema.alterTable("lead").addColumn(column, "text").execute();
  for (let after = 0; ; ) {
    const { rows } = await sql<{ id: number; fields: string }>`
      select id, fields from lead where id > ${after} order by id limit ${batch}`.execute(db);
    for (const row of rows) {
      const fields = JSON.parse(row.fields) as { email?: unknown; phone?: unknown };
      await sql`update lead set email_key = ${emailKey(fields.email) ?? null},
        phone_key = ${phoneKey(fields.phone) ?? null} where id = ${row.id}`.execute(db);
    }
    const last = rows.at(-1);
    if (!last) break;
    after = last.id;
  }
  for (const [column, index] of keys)
    await db.schema.createIndex(index).on("lead").columns([column, "created_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [column, index] of keys) {
    await db.schema.dropIndex(index).execute();
    await db.schema.alterTable("lead").dropColumn(column).execute();
  }
}
