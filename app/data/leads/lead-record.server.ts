import type { Kysely } from "kysely";
import { flag, optional, parseJsonObject } from "#app/data/rows.server.ts";
import type { Database } from "#app/data/schema.ts";
import type {
  Assignee,
  LeadEvent,
  LeadMail,
  LeadRecord,
  StaffName,
} from "#app/model/admin/lead-record.ts";
import type { LeadFields } from "#app/model/leads/lead.ts";
import { readLeadSource } from "#app/model/leads/lead-source.ts";

// docs/requirements.md §17 (a lead's page), ADR 052: one lead as the desk reads it, its mails and its
// timeline, and the staff it can be assigned to.

const date = (value: Date | string) => new Date(value);

/** The lead with this id, with its assignee; undefined when there is none. */
export async function readLeadRecord(
  db: Kysely<Database>,
  id: number,
): Promise<LeadRecord | undefined> {
  const row = await db
    .selectFrom("lead as l")
    .leftJoin("staff_account as s", "s.id", "l.agent_id")
    .select([
      "l.id",
      "l.form",
      "l.language",
      "l.fields",
      "l.source",
      "l.verified",
      "l.created_at",
      "l.status",
      "l.property_id",
      "s.id as agent_id",
      "s.name as agent_name",
      "s.email as agent_email",
    ])
    .where("l.id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  const fields = parseJsonObject(row.fields) as LeadFields;
  const project = Number(fields.project);
  return {
    id: Number(row.id),
    form: row.form,
    language: row.language,
    fields,
    source: row.source === null ? undefined : readLeadSource(parseJsonObject(row.source)),
    verified: flag(row.verified),
    createdAt: date(row.created_at),
    status: row.status,
    agent:
      row.agent_id === null
        ? undefined
        : staffName({ id: row.agent_id, name: row.agent_name, email: row.agent_email ?? "" }),
    propertyId: optional(row.property_id),
    projectId: Number.isSafeInteger(project) && project > 0 ? project : undefined,
  };
}

export async function leadExists(db: Kysely<Database>, id: number): Promise<boolean> {
  return (
    (await db.selectFrom("lead").select("id").where("id", "=", id).executeTakeFirst()) !== undefined
  );
}

/** The mails queued for the lead, oldest first. */
export async function readLeadMails(db: Kysely<Database>, leadId: number): Promise<LeadMail[]> {
  const rows = await db
    .selectFrom("outbox_message")
    .select(["id", "kind", "subject", "status", "attempts", "last_error", "created_at", "sent_at"])
    .where("lead_id", "=", leadId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind,
    subject: row.subject,
    status: row.status,
    attempts: Number(row.attempts),
    lastError: optional(row.last_error),
    createdAt: date(row.created_at),
    sentAt: row.sent_at === null ? undefined : date(row.sent_at),
  }));
}

/** The lead's timeline (notes, status changes, assignments), oldest first, with who did each. */
export async function readLeadEvents(db: Kysely<Database>, leadId: number): Promise<LeadEvent[]> {
  const rows = await db
    .selectFrom("lead_event as e")
    .leftJoin("staff_account as s", "s.id", "e.staff_id")
    .select([
      "e.id",
      "e.kind",
      "e.body",
      "e.created_at",
      "s.id as staff_id",
      "s.name as staff_name",
      "s.email as staff_email",
    ])
    .where("e.lead_id", "=", leadId)
    .orderBy("e.created_at")
    .orderBy("e.id")
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind,
    body: row.body,
    by:
      row.staff_id === null
        ? undefined
        : staffName({ id: row.staff_id, name: row.staff_name, email: row.staff_email ?? "" }),
    createdAt: date(row.created_at),
  }));
}

/** These staff members' names, disabled ones included (an assignment in a timeline names them). */
export async function readStaffNames(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<StaffName[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("staff_account")
    .select(["id", "name", "email"])
    .where("id", "in", ids)
    .execute();
  return rows.map(staffName);
}

/** Whom a lead can be assigned to: every staff member whose account is not disabled, by name. */
export async function readAssignees(db: Kysely<Database>): Promise<Assignee[]> {
  const rows = await db
    .selectFrom("staff_account")
    .select(["id", "name", "email", "role", "language"])
    .where("disabled_at", "is", null)
    .execute();
  return rows
    .map((row) => ({ ...staffName(row), role: row.role, language: row.language }))
    .sort(
      (a, b) =>
        (a.name ?? a.email).localeCompare(b.name ?? b.email) || a.email.localeCompare(b.email),
    );
}

function staffName(row: { id: number; name: string | null; email: string }): StaffName {
  return { id: Number(row.id), name: optional(row.name), email: row.email };
}
