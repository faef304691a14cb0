import type { Kysely } from "kysely";
import { leadDeliveries } from "#app/data/crm/crm-deliveries.server.ts";
import { activePauses } from "#app/data/crm/crm-pause.server.ts";
import type { Database } from "#app/data/schema.ts";
import type { LeadCrmView } from "#app/model/admin/lead-page.ts";
import { crmTargets } from "#app/services/crm/crm-targets.server.ts";

/** A lead's CRM deliveries for its page (issue 28, ADR 064): states, answers, errors and pauses. */
export async function leadCrm(db: Kysely<Database>, leadId: number): Promise<LeadCrmView> {
  const now = new Date();
  const [targets, deliveries, pauses] = await Promise.all([
    crmTargets(db),
    leadDeliveries(db, leadId),
    activePauses(db, now),
  ]);
  return {
    configured: targets.length > 0,
    deliveries: deliveries.map((delivery) => ({
      ...delivery,
      // A pause matters to a delivery still to go.
      pause:
        delivery.status === "delivered" || delivery.status === "failed"
          ? undefined
          : pauses.find((pause) => pause.target === delivery.target),
    })),
  };
}
