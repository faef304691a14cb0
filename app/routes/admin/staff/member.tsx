import { data } from "react-router";
import { dbContext, staffSessionsContext } from "#app/contexts.ts";
import { StaffMemberPanels } from "#app/features/admin/staff-member-panels.tsx";
import { StaffNotice } from "#app/features/admin/staff-notice.tsx";
import { StaffStyles } from "#app/features/admin/staff-styles.tsx";
import { doneNotice } from "#app/http/desk-form.server.ts";
import { bundles, messages } from "#app/locales/messages.server.ts";
import { requireAdmin } from "#app/middleware/staff.server.ts";
import { staffListPath, staffMemberView } from "#app/model/admin/staff-views.ts";
import { sessionViews } from "#app/model/owners/sessions.ts";
import { staffMember } from "#app/services/admin/staff-overview.server.ts";
import { staffSessions } from "#app/services/admin/staff-sessions.server.ts";
import type { Route } from "./+types/member";
import { memberAction, memberDone, memberIdOf } from "./member-action.server.ts";

// docs/requirements.md §17, ADR 050: one member of the staff, for admins only: their account, the
// actions on it and their open sessions. An id that names no member is the desk's 404.

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const staff = requireAdmin(context);
  const { language } = staff;
  const db = context.get(dbContext);
  const member = await staffMember(db, memberIdOf(params));
  if (!member) throw data(null, { status: 404 });
  const now = new Date();
  const limits = context.get(staffSessionsContext).limits[member.role];
  const sessions = await staffSessions({ db, now }, { memberId: member.id, limits });
  const texts = messages[language].adminStaff;
  return {
    title: member.name ?? member.email,
    back: { label: texts.member.back, url: staffListPath },
    member: staffMemberView(member, { language, viewerId: staff.id }),
    sessions: sessionViews(sessions, { language, currentId: staff.sessionId }),
    done: doneNotice(url, memberDone),
    messages: bundles(language, ["adminStaff"]),
  };
}

export function action({ request, params, url, context }: Route.ActionArgs) {
  requireAdmin(context);
  return memberAction(request, url, context, memberIdOf(params));
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? [{ title: `${loaderData.title} | ${matches[1].loaderData.messages.admin.shell.desk}` }]
    : [];

export default function StaffMemberRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { title, back, member, sessions, done } = loaderData;
  return (
    <div className="staff-page">
      <StaffStyles />
      <p className="staff-page__back">
        <a href={back.url}>{back.label}</a>
      </p>
      <h1>{title}</h1>
      <StaffNotice done={done?.key} count={done?.count} refused={actionData?.refused} />
      <StaffMemberPanels member={member} sessions={sessions} />
    </div>
  );
}
