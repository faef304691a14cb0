import { type Kysely, PostgresAdapter, type Transaction } from "kysely";
import type { Database } from "#app/data/schema.ts";
import type { LeadStatus } from "#app/model/leads/lead-status.ts";

// docs/requirements.md §17 (a lead's actions), ADR 052: each change to a lead and its timeline entry are
// written in one transaction, so the timeline never tells what did not happen, nor misses what did.

interface Change {
  leadId: number;
  /** Who made it. */
  staffId: number;
  now: Date;
}

type Writer = Kysely<Database> | Transaction<Database>;

/**
 * Sets the lead's status and records it. Answers "unchanged" when it had that status already (no
 * entry then), undefined when there is no such lead.
 */
export async function writeLeadStatus(
  db: Kysely<Database>,
  { leadId, staffId, now, status }: Change & { status: LeadStatus },
): Promise<"changed" | "unchanged" | undefined> {
  return db.transaction().execute(async (trx) => {
    const lead = await lockLead(trx, leadId);
    if (!lead) return undefined;
    if (lead.status === status) return "unchanged";
    await trx.updateTable("lead").set({ status }).where("id", "=", leadId).execute();
    await addEvent(trx, { leadId, staffId, now }, "status", status);
    return "changed";
  });
}

/**
 * Assigns the lead to a staff member (or to nobody) and records it. Answers the earlier assignee, or
 * "unchanged" when it was theirs already, undefined when there is no such lead.
 */
export async function writeLeadAgent(
  db: Kysely<Database>,
  { leadId, staffId, now, agentId }: Change & { agentId: number | null },
): Promise<{ before: number | null } | "unchanged" | undefined> {
  return db.transaction().execute(async (trx) => {
    const lead = await lockLead(trx, leadId);
    if (!lead) return undefined;
    const before = lead.agent_id === null ? null : Number(lead.agent_id);
    if (before === agentId) return "unchanged";
    await trx.updateTable("lead").set({ agent_id: agentId }).where("id", "=", leadId).execute();
    await addEvent(
      trx,
      { leadId, staffId, now },
      "assign",
      agentId === null ? "" : String(agentId),
    );
    return { before };
  });
}

/** Adds a note to the lead's timeline; false when there is no such lead. */
export async function writeLeadNote(
  db: Kysely<Database>,
  { leadId, staffId, now, body }: Change & { body: string },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await lockLead(trx, leadId))) return false;
    await addEvent(trx, { leadId, staffId, now }, "note", body);
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

async function addEvent(
  db: Writer,
  { leadId, staffId, now }: Change,
  kind: "note" | "status" | "assign",
  body: string,
) {
  await db
    .insertInto("lead_event")
    .values({ lead_id: leadId, staff_id: staffId, kind, body, created_at: now })
    .execute();
}
