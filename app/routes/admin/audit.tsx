import { dbContext, visitorContext } from "#app/contexts.ts";
import { auditActions, listStaffAudit } from "#app/data/admin/audit-log.server.ts";
import { listStaffAccounts } from "#app/data/admin/staff-accounts.server.ts";
import { AuditLog } from "#app/features/admin/owners/audit-log.tsx";
import { bundles, messages } from "#app/locales/messages.server.ts";
import { requireAdmin } from "#app/middleware/staff.server.ts";
import { auditFilterShape } from "#app/model/admin/audit-log.ts";
import { readUrlFilter } from "#app/model/admin/url-filter.ts";
import type { Route } from "./+types/audit";

// docs/requirements.md §17 "Audit log", ADR 055: every staff action, newest first, filtered by the URL;
// an admin's page (an agent gets the 404 of a page that does not exist). Read-only: no action.
export async function loader({ url, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const db = context.get(dbContext);
  const { language } = context.get(visitorContext);
  const filter = readUrlFilter(auditFilterShape, url.searchParams);
  const [list, staff, actions] = await Promise.all([
    listStaffAudit(db, filter),
    listStaffAccounts(db),
    auditActions(db),
  ]);
  return {
    title: messages[language].adminOwners.audit.title,
    messages: bundles(language, ["adminOwners"]),
    filter,
    list,
    staff: staff.map((member) => ({ id: member.id, label: member.name ?? member.email })),
    actions,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }] : [];

export default function AuditRoute({ loaderData }: Route.ComponentProps) {
  const { list, filter, staff, actions } = loaderData;
  return <AuditLog list={list} filter={filter} staff={staff} actions={actions} />;
}
