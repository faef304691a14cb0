import * as z from "zod/mini";
import { appendStaffAudit } from "#app/data/admin/staff-audit.server.ts";
import { sendAgain } from "#app/data/crm/crm-deliveries.server.ts";
import { deliveryIdSchema } from "#app/model/admin/lead-actions.ts";
import type { LeadActionOutcome, LeadActor } from "./lead-handling.server.ts";

// Issue 28 "Deliver", ADR 064: "send again" on a lead's page queues a failed CRM delivery anew, due at
// once with a fresh attempt limit, audited in the same transaction. Only a failed delivery of this lead.

export async function resendDelivery(
  actor: LeadActor,
  { leadId, delivery }: { leadId: number; delivery: unknown },
): Promise<LeadActionOutcome> {
  const parsed = z.safeParse(deliveryIdSchema, delivery);
  const invalid = { kind: "invalid", error: "adminLead:errors.delivery" } as const;
  if (!parsed.success) return invalid;
  const queued = await actor.db.transaction().execute(async (trx) => {
    if (!(await sendAgain(trx, { leadId, deliveryId: parsed.data, now: actor.now }))) return false;
    await appendStaffAudit(
      trx,
      {
        staffId: actor.staff.id,
        action: "crm.resend",
        object: { kind: "lead", id: leadId },
        detail: { delivery: parsed.data },
        clientAddress: actor.clientAddress,
      },
      actor.now,
    );
    return true;
  });
  return queued ? { kind: "saved" } : invalid;
}
