import type { Kysely } from "kysely";
import {
  leadsByFormSince,
  newLeadCount,
  ownersNeverLoggedIn,
  propertiesOnOffer,
} from "#app/data/admin/dashboard-figures.server.ts";
import { recentSyncRuns } from "#app/data/catalogue/sync-runs.server.ts";
import { activePauses } from "#app/data/crm/crm-pause.server.ts";
import { countInbox } from "#app/data/leads/lead-inbox.server.ts";
import { failedMailCount } from "#app/data/mail/mail-log.server.ts";
import type { Database } from "#app/data/schema.ts";
import { dayOf, visitPeriods } from "#app/domain/visit-periods.ts";
import type { CrmFigures, Dashboard } from "#app/model/admin/dashboard.ts";
import { crmTargets } from "#app/services/crm/crm-targets.server.ts";

// The desk's dashboard (docs/requirements.md §17 "Dashboard", ADR 054): today and this week in the
// agency's time zone (Europe/Brussels), as the owner portal counts its visits.
export async function dashboard(db: Kysely<Database>, now: Date): Promise<Dashboard> {
  const periods = visitPeriods(now);
  const [leadsToday, leadsThisWeek, newLeads, failedMails, [lastSync], onOffer, owners, crm] =
    await Promise.all([
      leadsByFormSince(db, periods.today),
      leadsByFormSince(db, periods.week),
      newLeadCount(db),
      failedMailCount(db),
      recentSyncRuns(db, 1),
      propertiesOnOffer(db),
      ownersNeverLoggedIn(db),
      crmFigures(db, now),
    ]);
  return {
    today: dayOf(periods.today),
    weekStart: dayOf(periods.week),
    leadsToday,
    leadsThisWeek,
    newLeads,
    failedMails,
    lastSync,
    onOffer,
    ownersNeverLoggedIn: owners,
    crm,
  };
}

/**
 * Issue 28: failed deliveries and a paused CRM seen at the first glance (ADR 054, amended). Counted as
 * the leads list filtered by CRM state counts, so a figure and the list it links to agree. Nothing when
 * no CRM is set up; a pause only for a target still set up.
 */
async function crmFigures(db: Kysely<Database>, now: Date): Promise<CrmFigures | undefined> {
  const targets = await crmTargets(db);
  if (targets.length === 0) return undefined;
  const [failed, retrying, pauses] = await Promise.all([
    countInbox(db, { crm: "failed" }),
    countInbox(db, { crm: "retrying" }),
    activePauses(db, now),
  ]);
  return {
    failed: failed.count,
    retrying: retrying.count,
    pauses: pauses.filter((pause) => targets.includes(pause.target)),
  };
}
