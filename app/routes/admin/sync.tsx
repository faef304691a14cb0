import { data, redirect } from "react-router";
import { dbContext, deskOperationsContext, requestContext } from "#app/contexts.ts";
import { SyncPanel } from "#app/features/admin/sync-panel.tsx";
import { bundles } from "#app/locales/messages.server.ts";
import { requireAdmin, staffContext } from "#app/middleware/staff.server.ts";
import { startSyncNow, syncOverview } from "#app/services/admin/crm-sync.server.ts";
import { opsHead } from "#app/services/admin/ops-head.server.ts";
import type { Route } from "./+types/sync";

// The desk's CRM sync page (docs/requirements.md §17 "CRM sync", ADR 054): agents and admins see the last
// runs and the next planned one; only admins start a run (an agent's POST is answered 404, as any page
// a role may not use).

export async function loader({ url, context }: Route.LoaderArgs) {
  const staff = context.get(staffContext);
  const overview = await syncOverview(
    context.get(dbContext),
    context.get(deskOperationsContext).sync,
  );
  return {
    ...opsHead(staff.language, (texts) => texts.sync.title),
    ...overview,
    mayStart: staff.role === "admin",
    notice: url.searchParams.has("started") ? ("started" as const) : undefined,
    messages: bundles(staff.language, ["adminOps"]),
  };
}

export async function action({ context }: Route.ActionArgs) {
  const staff = requireAdmin(context);
  const who = { staffId: staff.id, clientAddress: context.get(requestContext).clientAddress };
  const control = context.get(deskOperationsContext).sync;
  const outcome = await startSyncNow(context.get(dbContext), control, who, new Date());
  if (outcome === "started") return redirect("/admin/sync/?started", 303);
  if (outcome === "busy") return data({ notice: "busy" as const }, { status: 409 });
  throw data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.documentTitle }];

export default function SyncRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <h1>{loaderData.title}</h1>
      <SyncPanel {...loaderData} notice={actionData?.notice ?? loaderData.notice} />
    </>
  );
}
