import { data } from "react-router";
import {
  dbContext,
  secondFactorKeyContext,
  siteContext,
  staffSessionsContext,
} from "#app/contexts.ts";
import { formatDate } from "#app/domain/dates.ts";
import { AccountLanguagePanel, AccountSessionsPanel } from "#app/features/admin/account-panels.tsx";
import { AccountTwoStepPanel } from "#app/features/admin/account-two-step-panel.tsx";
import { StaffNotice } from "#app/features/admin/staff-notice.tsx";
import { StaffStyles } from "#app/features/admin/staff-styles.tsx";
import { doneNotice, readDeskForm, seeOther } from "#app/http/desk-form.server.ts";
import { bundles, messages } from "#app/locales/messages.server.ts";
import { staffContext } from "#app/middleware/staff.server.ts";
import { staffActOf } from "#app/middleware/staff-act.server.ts";
import { deskAppCodeSchema } from "#app/model/admin/desk-login.ts";
import {
  accountActions,
  accountTwoStepActions,
  languageSchema,
  passwordAgainSchema,
  sessionSchema,
} from "#app/model/admin/staff-forms.ts";
import { accountPath } from "#app/model/admin/staff-views.ts";
import { htmlConstraints } from "#app/model/forms/html-constraints.ts";
import type { FormFailure } from "#app/model/forms/submission.ts";
import { sessionViews } from "#app/model/owners/sessions.ts";
import { deskLoginPath } from "#app/routing/desk-paths.ts";
import { siteNameOf } from "#app/seo/page-description.server.ts";
import { appSetup } from "#app/services/accounts/app-setup.server.ts";
import { setDeskLanguage } from "#app/services/admin/desk-language.server.ts";
import { endStaffSessions, staffSessions } from "#app/services/admin/staff-sessions.server.ts";
import { pendingSecret, staffFactors } from "#app/services/admin/staff-two-step.server.ts";
import type { Route } from "./+types/account";
import { accountTwoStepAction } from "./account-two-step.server.ts";

// docs/requirements.md §17: every staff member's own account: the desk's language (saved on the
// account, the desk speaks it from the next page on), where they are logged in (ADR 036, 050) and
// their two-step login: required for an admin, optional for an agent (ADR 049).

export async function loader({ url, context }: Route.LoaderArgs) {
  const staff = context.get(staffContext);
  const { language } = staff;
  const limits = context.get(staffSessionsContext).limits[staff.role];
  const sessions = await staffSessions(
    { db: context.get(dbContext), now: new Date() },
    { memberId: staff.id, limits },
  );
  const texts = messages[language].adminStaff.account;
  const db = context.get(dbContext);
  const factor = await staffFactors.read(db, staff.id);
  const key = await context.get(secondFactorKeyContext)();
  const secret = factor?.enabledAt
    ? undefined
    : await pendingSecret(db, { staffId: staff.id, key });
  const issuer = siteNameOf(context.get(siteContext).config, language);
  return {
    title: texts.title,
    intro: texts.intro,
    language,
    sessions: sessionViews(sessions, { language, currentId: staff.sessionId }),
    twoStep: {
      required: staff.role === "admin",
      since: factor?.enabledAt && formatDate(factor.enabledAt, language),
      setup: secret === undefined ? undefined : appSetup({ issuer, account: staff.email, secret }),
      constraints: {
        code: htmlConstraints(deskAppCodeSchema).code,
        password: htmlConstraints(passwordAgainSchema).password,
      },
    },
    done: doneNotice(url, ["language", "ended", "twoStepOff", "twoStepCancelled"]),
    messages: bundles(language, ["adminStaff"]),
  };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const named = url.searchParams.get("do");
  const twoStep = accountTwoStepActions.find((name) => name === named);
  if (twoStep) return accountTwoStepAction(request, context, twoStep);
  const asked = accountActions.find((name) => name === named);
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
  const { title, intro, language, sessions, twoStep, done } = loaderData;
  const codes = actionData && "codes" in actionData ? actionData.codes : undefined;
  const failure = actionData && "errors" in actionData ? (actionData as FormFailure) : undefined;
  return (
    <div className="staff-page">
      <StaffStyles />
      <h1>{title}</h1>
      <p className="staff-page__intro">{intro}</p>
      <StaffNotice
        done={done?.key === "ended" && done.count === 0 ? "noneEnded" : done?.key}
        count={done?.count}
        refused={actionData && "refused" in actionData ? actionData.refused : undefined}
      />
      <AccountLanguagePanel language={language} />
      <AccountTwoStepPanel twoStep={twoStep} codes={codes} failure={failure} />
      <AccountSessionsPanel sessions={sessions} />
    </div>
  );
}
