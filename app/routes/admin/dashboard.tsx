import { dbContext, siteContext } from "#app/contexts.ts";
import { DashboardPanel } from "#app/features/admin/dashboard-panel.tsx";
import { bundles } from "#app/locales/messages.server.ts";
import { staffContext } from "#app/middleware/staff.server.ts";
import { pageUrl } from "#app/routing/route-table.ts";
import { dashboard } from "#app/services/admin/dashboard.server.ts";
import { opsHead } from "#app/services/admin/ops-head.server.ts";
import type { Route } from "./+types/dashboard";

// The desk's first page (docs/requirements.md §17 "Dashboard", ADR 054): each figure links to the list it
// counts, filtered as the leads inbox (status, form, from, crm), the mail log (state) and the owners list
// (never) read their URLs. Agents and admins.

export async function loader({ context }: Route.LoaderArgs) {
  const staff = context.get(staffContext);
  const figures = await dashboard(context.get(dbContext), new Date());
  // The public lists in the site's default language: the staff member's may not be one of the site's.
  const siteLanguage = context.get(siteContext).languages.default;
  return {
    ...opsHead(staff.language, (texts) => texts.dashboard.title),
    ...figures,
    listings: {
      forSale: pageUrl("forSale", siteLanguage),
      forRent: pageUrl("forRent", siteLanguage),
    },
    messages: bundles(staff.language, ["adminOps"]),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.documentTitle }];

const leads = (query: Record<string, string>) => `/admin/leads/?${new URLSearchParams(query)}`;

export default function DashboardRoute({ loaderData }: Route.ComponentProps) {
  const { today, weekStart } = loaderData;
  return (
    <>
      <h1>{loaderData.title}</h1>
      <DashboardPanel
        {...loaderData}
        links={{
          leadsToday: leads({ from: today }),
          leadsThisWeek: leads({ from: weekStart }),
          leadsByForm: (period, form) =>
            leads({ form, from: period === "today" ? today : weekStart }),
          newLeads: leads({ status: "new" }),
          failedMails: "/admin/mail/?state=failed",
          crmFailed: leads({ crm: "failed" }),
          crmRetrying: leads({ crm: "retrying" }),
          sync: "/admin/sync/",
          forSale: loaderData.listings.forSale,
          forRent: loaderData.listings.forRent,
          ownersNeverLoggedIn: "/admin/owners/?never=1",
        }}
      />
    </>
  );
}
