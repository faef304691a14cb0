import type { Kysely, Transaction } from "kysely";
import {
  deleteDeliveriesBefore,
  queueLeadDeliveries,
  releaseHeldDeliveries,
} from "#app/data/crm/crm-deliveries.server.ts";
import { queueMails, releaseHeld } from "#app/data/mail/outbox.server.ts";
import type { Database } from "#app/data/schema.ts";
import type { NewLead, OutgoingMail } from "#app/model/leads/lead.ts";
import { leadProjectId } from "#app/model/leads/lead-search.ts";
import { leadSearchColumns } from "./lead-search-columns.server.ts";
import { forgetRecipientsBefore } from "./mail-pause.server.ts";

/**
 * Stores a lead, every mail it causes and its CRM deliveries in one transaction (ADR 022, 064): once
 * this resolves, the visitor may be thanked, as the workers will deliver what is queued. Returns the
 * lead's id.
 */
export async function storeLead(
  db: Kysely<Database>,
  lead: NewLead,
  mails: OutgoingMail[],
  now: Date,
  /** What else the lead writes, in the same transaction (a newsletter sign-up). */
  writes?: (trx: Transaction<Database>) => Promise<void>,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await writes?.(trx);
    const { id } = await trx
      .insertInto("lead")
      .values({
        form: lead.form,
        language: lead.language,
        property_id: lead.propertyId ?? null,
        fields: JSON.stringify(lead.fields),
        ...leadSearchColumns(lead.fields),
        project_id: leadProjectId(lead.fields) ?? null,
        source: lead.source ? JSON.stringify(lead.source) : null,
        verified: lead.verified,
        created_at: now,
        confirm_hash: lead.confirm?.hash ?? null,
        confirm_expires_at: lead.confirm?.expiresAt ?? null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await queueMails(trx, mails, now, id);
    await queueLeadDeliveries(trx, {
      leadId: id,
      targets: lead.crmTargets ?? [],
      held: lead.confirm !== undefined,
      now,
    });
    return id;
  });
}

/**
 * Marks the lead whose confirmation link has this token's hash verified, and queues its held mails
 * (ADR 034) and CRM deliveries (ADR 064), in one transaction; the token serves once. Returns the lead's id, or undefined for a
 * used, expired or unknown token.
 */
export async function confirmLead(
  db: Kysely<Database>,
  confirmHash: string,
  now: Date,
): Promise<number | undefined> {
  return db.transaction().execute(async (trx) => {
    const lead = await trx
      .updateTable("lead")
      .set({ verified: true, confirm_hash: null, confirm_expires_at: null })
      .where("confirm_hash", "=", confirmHash)
      .where("confirm_expires_at", ">", now)
      .returning("id")
      .executeTakeFirst();
    if (!lead) return undefined;
    await releaseHeld(trx, lead.id, now);
    await releaseHeldDeliveries(trx, lead.id, now);
    return lead.id;
  });
}

/**
 * Deletes the leads stored before `cutoff` with their messages and CRM deliveries, and the site's own
 * messages and the unsubscribes done by then (retention); returns how many leads.
 */
export async function deleteLeadsBefore(db: Kysely<Database>, cutoff: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const old = trx.selectFrom("lead").select("id").where("created_at", "<", cutoff);
    // SQLite enforces the foreign key's cascade only with a pragma: the messages go first, explicitly.
    await trx.deleteFrom("outbox_message").where("lead_id", "in", old).execute();
    await deleteDeliveriesBefore(trx, cutoff);
    await trx
      .deleteFrom("outbox_message")
      .where("lead_id", "is", null)
      .where("status", "!=", "queued")
      .where("created_at", "<", cutoff)
      .execute();
    await forgetRecipientsBefore(trx, cutoff.getTime());
    const result = await trx.deleteFrom("lead").where("created_at", "<", cutoff).executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}
