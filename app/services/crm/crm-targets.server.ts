import type { Kysely } from "kysely";
import type { Database } from "#app/data/schema.ts";
import { startSetting } from "#app/data/secrets/start-setting.server.ts";
import type { SiteConfig } from "#app/model/config/site-config.ts";
import type { CrmTargetName } from "#app/model/crm/crm-delivery.ts";
import type { LeadForm } from "#app/model/leads/lead.ts";

// Which CRMs leads go to (ADR 064): the targets the server's CRM worker sends to, stored at start (ADR 044:
// the server's start and the built application are separate module instances), so that a lead is queued
// only for a target some worker will send it to.

const targetNames: readonly CrmTargetName[] = ["omnicasa", "webhook"];

const crmTargetsSetting = startSetting<readonly CrmTargetName[]>(
  "crm-targets",
  (names) => names.join(","),
  (stored) =>
    (stored ?? "")
      .split(",")
      .filter((name): name is CrmTargetName => (targetNames as string[]).includes(name)),
);

/** At start (server/serve.ts): the targets this site's CRM worker sends to; none turns the queue off. */
export const configureCrmTargets = crmTargetsSetting.configure;

/** The CRMs a lead of this form goes to: every configured target, when the agency sends the form. */
export async function leadCrmTargets(
  db: Kysely<Database>,
  config: SiteConfig,
  form: LeadForm,
): Promise<readonly CrmTargetName[]> {
  if (!config.crm.forms.includes(form)) return [];
  return crmTargetsSetting.read(db);
}

/** The configured targets, whatever the form (a demand-register unsubscribe). */
export const crmTargets = crmTargetsSetting.read;
