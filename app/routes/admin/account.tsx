import { data } from "react-router";
import { dbContext, staffSessionsContext } from "#app/contexts.ts";
import { AccountLanguagePanel, AccountSessionsPanel } from "#app/features/admin/account-panels.tsx";
import { StaffNotice } from "#app/features/admin/staff-notice.tsx";
import { StaffStyles } from "#app/features/admin/staff-styles.tsx";
import { doneNotice, readDeskForm, seeOther } from "#app/http/desk-form.server.ts";
import { bundles, messages } from "#app/locales/messages.server.ts";
import { staffContext } from "#app/middleware/staff.server.ts";
import { staffActOf } from "#app/middleware/staff-act.server.ts";
import { accountActions, languageSchema, sessionSchema } from "#app/model/admin/staff-forms.ts";
import { accountPath } from "#app/model/admin/staff-views.ts";
import { sessionViews } from "#app/model/owners/sessions.ts";
import { deskLoginPath } from "#app/routing/desk-paths.ts";
import { setDeskLanguage } from "#app/services/admin/desk-language.server.ts";
import { endStaffSessions, staffSessions } from "#app/services/admin/staff-sessions.server.ts";
import type { Route } from "./+types/account";

// docs/requirements.md §17: every staff member's own account: the desk's language (saved on the
// account, the desk speaks it from the next page on) and where they are logged in (ADR 036, 050).

export async function loader({ url, context }: Route.LoaderArgs) {
  const staff = context.get(staffContext);
  const { language } = staff;
  const limits = context.get(staffSessionsContext).limits[staff.role];
  const sessions = await staffSessions(
    { db: context.get(dbContext), now: new Date() },
    { memberId: staff.id, limits },
  );
  const texts = messages[language].adminStaff.account;
  return {
    title: texts.title,
    intro: texts.intro,
    language,
    sessions: sessionViews(sessions, { language, currentId: staff.sessionId }),
    done: doneNotice(url, ["language", "ended"]),
    messages: bundles(language, ["adminStaff"]),
  };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const asked = accountActions.find((name) => name === url.searchParams.get("do"));
  if (!asked) throw data("Unknown form", { status: 400 });
  const staff = context.get(staffContext);
  const act = staffActOf(context);
  if (asked === "language") {
    const { value, failure } = await readDeskForm(request, languageSchema, asked);
    if (failure) return data({ refused: "language" }, { status: 422 });
    await setDeskLanguage(act, value.language);
    return seeOther(`${accountPath}?done=language`);
  }
  if (asked === "end-others") {
    const ended = await endStaffSessions(act, staff.id, { except: staff.sessionId });
    return seeOther(`${accountPath}?done=ended&count=${ended}`);
  }
  const { value, failure } = await readDeskForm(request, sessionSchema, asked);
  if (failure) return data({ refused: "session" }, { status: 422 });
  const ended = await endStaffSessions(act, staff.id, { only: value.session });
  if (ended === 0) return data({ refused: "session" }, { status: 409 });
  if (value.session === staff.sessionId) return seeOther(`${deskLoginPath}?loggedOut=1`);
  return seeOther(`${accountPath}?done=ended&count=${ended}`);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? [{ title: `${loaderData.title} | ${matches[1].loaderData.messages.admin.shell.desk}` }]
    : [];

export default function AccountRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { title, intro, language, sessions, done } = loaderData;
  return (
    <div className="staff-page">
      <StaffStyles />
      <h1>{title}</h1>
      <p className="staff-page__intro">{intro}</p>
      <StaffNotice
        done={done?.key === "ended" && done.count === 0 ? "noneEnded" : done?.key}
        count={done?.count}
        refused={actionData?.refused}
      />
      <AccountLanguagePanel language={language} />
      <AccountSessionsPanel sessions={sessions} />
    </div>
  );
}
