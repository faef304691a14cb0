import type { Kysely, Transaction } from "kysely";
import * as z from "zod/mini";
import { appendStaffAudit } from "#app/data/admin/staff-audit.server.ts";
import {
  writeLeadAgent,
  writeLeadNote,
  writeLeadStatus,
} from "#app/data/leads/lead-changes.server.ts";
import { readAssignees, readLeadRecord } from "#app/data/leads/lead-record.server.ts";
import type { Database } from "#app/data/schema.ts";
import type { StaffAuditAction } from "#app/model/admin/audit-actions.ts";
import { assigneeSchema, leadNoteSchema, leadStatusSchema } from "#app/model/admin/lead-actions.ts";
import type { StaffName } from "#app/model/admin/lead-record.ts";
import { queueAssignedMail } from "./lead-assigned-mail.server.ts";

// docs/requirements.md §17 (a lead's actions), ADR 052: set a lead's status, assign it, add a note.
// Plain values in, an outcome out; each change writes its timeline entry and its audit row, an
// unchanged value neither; invalid input changes nothing.

export interface LeadActor {
  db: Kysely<Database>;
  /** Who acts. */
  staff: StaffName;
  clientAddress: string;
  now: Date;
}

export type LeadActionOutcome =
  | { kind: "saved" }
  /** The lead had that status or assignee already: nothing written. */
  | { kind: "unchanged" }
  | { kind: "not-found" }
  /** A message key of the `adminLead` namespace. */
  | { kind: "invalid"; error: string };

const invalid = (error: z.core.$ZodError): LeadActionOutcome => ({
  kind: "invalid",
  error: error.issues[0]?.message ?? "adminLead:errors.intent",
});

/** The audit row of a change (docs/requirements.md §17), written in the change's transaction. */
const audit =
  (
    actor: LeadActor,
    action: StaffAuditAction,
    leadId: number,
    detail: Record<string, string | number>,
  ) =>
  (trx: Transaction<Database>) =>
    appendStaffAudit(
      trx,
      {
        staffId: actor.staff.id,
        action,
        object: { kind: "lead", id: leadId },
        detail,
        clientAddress: actor.clientAddress,
      },
      actor.now,
    );

/** Sets the lead's status: new, in progress, done or spam. */
export async function changeStatus(
  actor: LeadActor,
  { leadId, status }: { leadId: number; status: unknown },
): Promise<LeadActionOutcome> {
  const parsed = z.safeParse(leadStatusSchema, status);
  if (!parsed.success) return invalid(parsed.error);
  const { db, staff, now } = actor;
  const result = await writeLeadStatus(db, {
    leadId,
    staffId: staff.id,
    now,
    status: parsed.data,
    also: audit(actor, "lead.status", leadId, { status: parsed.data }),
  });
  return outcomeOf(result);
}

/**
 * Assigns the lead to a staff member whose account is active, or to nobody (""). The new assignee
 * gets a mail through the outbox, unless they assigned it to themselves (ADR 052).
 */
export async function assignLead(
  actor: LeadActor & { origin: string },
  { leadId, agent }: { leadId: number; agent: unknown },
): Promise<LeadActionOutcome> {
  const parsed = z.safeParse(assigneeSchema, agent);
  if (!parsed.success) return invalid(parsed.error);
  const { db, staff, now } = actor;
  const agentId = parsed.data;
  const assignee =
    agentId === null ? undefined : (await readAssignees(db)).find((s) => s.id === agentId);
  if (agentId !== null && !assignee) return { kind: "invalid", error: "adminLead:errors.agent" };
  const lead = await readLeadRecord(db, leadId);
  if (!lead) return { kind: "not-found" };
  const result = await writeLeadAgent(db, {
    leadId,
    staffId: staff.id,
    now,
    agentId,
    also: async (trx) => {
      await audit(actor, "lead.assign", leadId, { agent: agentId ?? "none" })(trx);
      // Whoever takes a lead themselves knows it already.
      if (assignee && assignee.id !== staff.id)
        await queueAssignedMail(trx, { lead, assignee, by: staff, origin: actor.origin, now });
    },
  });
  return outcomeOf(result);
}

/** Adds a note (1 to 5,000 characters) to the lead's timeline. */
export async function addNote(
  actor: LeadActor,
  { leadId, note }: { leadId: number; note: unknown },
): Promise<LeadActionOutcome> {
  const parsed = z.safeParse(leadNoteSchema, note);
  if (!parsed.success) return invalid(parsed.error);
  const { db, staff, now } = actor;
  const added = await writeLeadNote(db, {
    leadId,
    staffId: staff.id,
    now,
    body: parsed.data,
    // The note's text may name the visitor: the audit keeps its length only.
    also: audit(actor, "lead.note", leadId, { length: parsed.data.length }),
  });
  return added ? { kind: "saved" } : { kind: "not-found" };
}

function outcomeOf(result: "changed" | "unchanged" | undefined): LeadActionOutcome {
  if (result === undefined) return { kind: "not-found" };
  return result === "changed" ? { kind: "saved" } : { kind: "unchanged" };
}
