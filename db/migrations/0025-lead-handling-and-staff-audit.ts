import { type Kysely, sql } from "kysely";
import { generatedId } from "./dialect.ts";

// docs/requirements.md §17 (the staff desk): what the agency does with a lead, and what its staff did.
// A lead gets a status and an agent; its timeline (notes, status changes, assignments) is `lead_event`.
// `staff_audit` records every staff action with who, when, what, the object and the address; it keeps
// no personal data of the people the object is about (an erase leaves only its kind and id).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("lead")
    .addColumn("status", "varchar(16)", (col) =>
      col.notNull().defaultTo("new").check(sql`status in ('new', 'in_progress', 'done', 'spam')`),
    )
    .execute();
  await db.schema
    .alterTable("lead")
    .addColumn("agent_id", "integer", (col) =>
      col.references("staff_account.id").onDelete("set null"),
    )
    .execute();
  await db.schema
    .createIndex("lead_status_idx")
    .on("lead")
    .columns(["status", "created_at"])
    .execute();
  await db.schema
    .createIndex("lead_agent_idx")
    .on("lead")
    .columns(["agent_id", "created_at"])
    .execute();
  await db.schema
    .createTable("lead_event")
    .addColumn("id", "integer", generatedId(db))
    .addColumn("lead_id", "integer", (col) =>
      col.notNull().references("lead.id").onDelete("cascade"),
    )
    .addColumn("staff_id", "integer", (col) =>
      col.references("staff_account.id").onDelete("set null"),
    )
    .addColumn("kind", "varchar(16)", (col) =>
      col.notNull().check(sql`kind in ('note', 'status', 'assign')`),
    )
    .addColumn("body", "text", (col) => col.notNull())
    .addColumn("created_at", "timestamptz", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("lead_event_lead_idx")
    .on("lead_event")
    .columns(["lead_id", "created_at"])
    .execute();
  await db.schema
    .createTable("staff_audit")
    .addColumn("id", "integer", generatedId(db))
    .addColumn("staff_id", "integer", (col) =>
      col.references("staff_account.id").onDelete("set null"),
    )
    .addColumn("action", "varchar(48)", (col) => col.notNull())
    .addColumn("object_kind", "varchar(32)")
    .addColumn("object_id", "varchar(64)")
    .addColumn("detail", "text")
    .addColumn("client_address", "varchar(64)", (col) => col.notNull())
    .addColumn("created_at", "timestamptz", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("staff_audit_created_idx")
    .on("staff_audit")
    .column("created_at")
    .execute();
  await db.schema
    .createIndex("staff_audit_staff_idx")
    .on("staff_audit")
    .columns(["staff_id", "created_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("staff_audit").execute();
  await db.schema.dropTable("lead_event").execute();
  await db.schema.dropIndex("lead_agent_idx").execute();
  await db.schema.dropIndex("lead_status_idx").execute();
  await db.schema.alterTable("lead").dropColumn("agent_id").execute();
  await db.schema.alterTable("lead").dropColumn("status").execute();
}
