import { data } from "react-router";
import { dbContext, siteContext } from "#app/contexts.ts";
import { StaffInviteForm } from "#app/features/admin/staff-invite-form.tsx";
import { StaffStyles } from "#app/features/admin/staff-styles.tsx";
import { StaffTable } from "#app/features/admin/staff-table.tsx";
import { readDeskForm, seeOther } from "#app/http/desk-form.server.ts";
import { bundles, messages } from "#app/locales/messages.server.ts";
import { requireAdmin } from "#app/middleware/staff.server.ts";
import { staffActOf } from "#app/middleware/staff-act.server.ts";
import { inviteSchema } from "#app/model/admin/staff-forms.ts";
import { staffMemberPath, staffRow } from "#app/model/admin/staff-views.ts";
import { htmlConstraints } from "#app/model/forms/html-constraints.ts";
import type { FormFailure } from "#app/model/forms/submission.ts";
import { inviteStaff } from "#app/services/admin/staff-invitations.server.ts";
import { staffOverview } from "#app/services/admin/staff-overview.server.ts";
import type { Route } from "./+types/list";

// docs/requirements.md §17, ADR 050: the agency's staff, for admins only (an agent gets the desk's
// 404), and the invitation of a new member.

export async function loader({ context }: Route.LoaderArgs) {
  const staff = requireAdmin(context);
  const { language } = staff;
  const accounts = await staffOverview(context.get(dbContext));
  return {
    title: messages[language].adminStaff.list.title,
    intro: messages[language].adminStaff.list.intro,
    rows: accounts.map((account) => staffRow(account, { language, viewerId: staff.id })),
    defaultLanguage: context.get(siteContext).languages.default,
    constraints: htmlConstraints(inviteSchema),
    messages: bundles(language, ["adminStaff"]),
  };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  requireAdmin(context);
  if (url.searchParams.get("do") !== "invite") throw data("Unknown form", { status: 400 });
  const { value, failure } = await readDeskForm(request, inviteSchema, "invite");
  if (failure) return failure;
  const outcome = await inviteStaff(staffActOf(context), value);
  if ("taken" in outcome)
    return data<FormFailure>(
      { errors: { email: "adminStaff:errors.taken" }, values: { ...value }, formName: "invite" },
      { status: 409 },
    );
  return seeOther(`${staffMemberPath(outcome.invited.id)}?done=invited`);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? [{ title: `${loaderData.title} | ${matches[1].loaderData.messages.admin.shell.desk}` }]
    : [];

export default function StaffListRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { title, intro, rows, constraints, defaultLanguage } = loaderData;
  return (
    <div className="staff-page">
      <StaffStyles />
      <h1>{title}</h1>
      <p className="staff-page__intro">{intro}</p>
      <StaffTable rows={rows} />
      <StaffInviteForm constraints={constraints} failure={actionData} language={defaultLanguage} />
    </div>
  );
}
