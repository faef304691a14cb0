import type { Kysely } from "kysely";
import { readSiteConfig } from "#app/data/config/site-config.server.ts";
import type { Database } from "#app/data/schema.ts";
import type { CrmTarget } from "#app/model/crm/crm-delivery.ts";
import { type Env, leadWebhook, omnicasaAccess } from "#app/services/env.server.ts";
import { catalogueLookups } from "./omnicasa-lookups.server.ts";
import { omnicasaTarget } from "./omnicasa-target.server.ts";
import { webhookTarget } from "./webhook-target.server.ts";

/**
 * The CRMs this server sends leads to (issue 28, ADR 064): Omnicasa when its three `OMNICASA_` variables
 * are set, the signed webhook when `LEAD_WEBHOOK_URL` is; both when both are.
 */
export function crmSenders(db: Kysely<Database>, env: Env): CrmTarget[] {
  const access = omnicasaAccess(env);
  const webhook = leadWebhook(env);
  return [
    ...(access
      ? [
          omnicasaTarget(
            access,
            // The ids are read at each call: an admin's change in the desk applies to the next lead.
            catalogueLookups(db, async () => (await readSiteConfig(db))?.crm.omnicasa ?? {}),
          ),
        ]
      : []),
    ...(webhook ? [webhookTarget(webhook)] : []),
  ];
}
