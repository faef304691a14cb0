import type { Kysely } from "kysely";
import {
  leadsByFormSince,
  newLeadCount,
  ownersNeverLoggedIn,
  propertiesOnOffer,
} from "#app/data/admin/dashboard-figures.server.ts";
import { recentSyncRuns } from "#app/data/catalogue/sync-runs.server.ts";
import { failedMailCount } from "#app/data/mail/mail-log.server.ts";
import type { Database } from "#app/data/schema.ts";
import { dayOf, visitPeriods } from "#app/domain/visit-periods.ts";
import type { Dashboard } from "#app/model/admin/dashboard.ts";

// The desk's dashboard (docs/requirements.md §17 "Dashboard", ADR 054): today and this week in the
// agency's time zone (Europe/Brussels), as the owner portal counts its visits.
export async function dashboard(db: Kysely<Database>, now: Date): Promise<Dashboard> {
  const periods = visitPeriods(now);
  const [leadsToday, leadsThisWeek, newLeads, failedMails, [lastSync], onOffer, owners] =
    await Promise.all([
      leadsByFormSince(db, periods.today),
      leadsByFormSince(db, periods.week),
      newLeadCount(db),
      failedMailCount(db),
      recentSyncRuns(db, 1),
      propertiesOnOffer(db),
      ownersNeverLoggedIn(db),
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
  };
}
