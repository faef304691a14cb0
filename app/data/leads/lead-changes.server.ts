import { type Kysely, PostgresAdapter, type Transaction } from "kysely";
import type { Database } from "#app/data/schema.ts";
import type { LeadStatus } from "#app/model/leads/lead-status.ts";

// docs/requirements.md §17 (a lead's actions), ADR 052: each change to a lead, its timeline entry and
// what the caller writes with it (the audit row, a mail) go in one transaction, so the timeline and the
// audit never tell what did not happen, nor miss what did.

interface Change {
  leadId: number;
  /** Who made it. */
  staffId: number;
  now: Date;
  /** What else the change writes, in its transaction (the audit row, a mail): not for an unchanged value. */
  also?: ((trx: Transaction<Database>) => Promise<unknown>) | undefined;
}

/**
 * Sets the lead's status and records it. Answers "unchanged" when it had that status already (no
 * entry then), undefined when there is no such lead.
 */
export async function writeLeadStatus(
  db: Kysely<Database>,
  { status, ...change }: Change & { status: LeadStatus },
): Promise<"changed" | "unchanged" | undefined> {
  return db.transaction().execute(async (trx) => {
    const lead = await lockLead(trx, change.leadId);
    if (!lead) return undefined;
    if (lead.status === status) return "unchanged";
    await trx.updateTable("lead").set({ status }).where("id", "=", change.leadId).execute();
    await addEvent(trx, change, "status", status);
    return "changed";
  });
}

/**
 * Assigns the lead to a staff member (or to nobody) and records it. Answers "unchanged" when it was
 * theirs already (no entry then), undefined when there is no such lead.
 */
export async function writeLeadAgent(
  db: Kysely<Database>,
  { agentId, ...change }: Change & { agentId: number | null },
): Promise<"changed" | "unchanged" | undefined> {
  return db.transaction().execute(async (trx) => {
    const lead = await lockLead(trx, change.leadId);
    if (!lead) return undefined;
    if ((lead.agent_id === null ? null : Number(lead.agent_id)) === agentId) return "unchanged";
    await trx
      .updateTable("lead")
      .set({ agent_id: agentId })
      .where("id", "=", change.leadId)
      .execute();
    await addEvent(trx, change, "assign", agentId === null ? "" : String(agentId));
    return "changed";
  });
}

/** Adds a note to the lead's timeline; false when there is no such lead. */
export async function writeLeadNote(
  db: Kysely<Database>,
  { body, ...change }: Change & { body: string },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await lockLead(trx, change.leadId))) return false;
    await addEvent(trx, change, "note", body);
    return true;
  });
}

/** The lead's row, locked until the transaction ends on PostgreSQL (SQLite writes one at a time). */
async function lockLead(trx: Transaction<Database>, leadId: number) {
  const postgres = trx.getExecutor().adapter instanceof PostgresAdapter;
  return trx
    .selectFrom("lead")
    .select(["status", "agent_id"])
    .where("id", "=", leadId)
    .$if(postgres, (qb) => qb.forUpdate())
    .executeTakeFirst();
}

/** The change's timeline entry, then what the caller writes with it. */
async function addEvent(
  trx: Transaction<Database>,
  { leadId, staffId, now, also }: Change,
  kind: "note" | "status" | "assign",
  body: string,
) {
  await trx
    .insertInto("lead_event")
    .values({ lead_id: leadId, staff_id: staffId, kind, body, created_at: now })
    .execute();
  await also?.(trx);
}
