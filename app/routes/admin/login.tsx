import { data, redirect } from "react-router";
import {
  dbContext,
  requestContext,
  siteContext,
  staffSessionsContext,
  visitorContext,
} from "#app/contexts.ts";
import { DeskLoginForm, type DeskLoginNotice } from "#app/features/admin/desk-login-form.tsx";
import { DeskStyles } from "#app/features/admin/desk-shell.tsx";
import { Localized } from "#app/features/shell/localized.tsx";
import { parseForm } from "#app/http/form.server.ts";
import { deskReturnPath } from "#app/http/return-path.ts";
import { bundles } from "#app/locales/messages.server.ts";
import { deskLanguage } from "#app/middleware/staff.server.ts";
import { deskLoginRefusals, deskLoginSchema } from "#app/model/admin/desk-login.ts";
import { htmlConstraints } from "#app/model/forms/html-constraints.ts";
import type { FormFailure } from "#app/model/forms/submission.ts";
import { type GuardView, guardFields } from "#app/model/guard/guard.ts";
import { siteNameOf } from "#app/seo/page-description.server.ts";
import { requestWaits } from "#app/services/accounts/login-throttle.server.ts";
import { loginWaveOn } from "#app/services/accounts/login-wave.server.ts";
import { openDesk } from "#app/services/admin/desk-door.server.ts";
import { attemptStaffLogin } from "#app/services/admin/staff-login.server.ts";
import { readStaffSession } from "#app/services/admin/staff-session.server.ts";
import { guardView } from "#app/services/guard/guard-view.server.ts";
import type { Route } from "./+types/login";

// docs/requirements.md §17, ADR 049: the desk's login, throttled as the owners' (ADR 032, 033, 035). A member
// already logged in goes straight on; after the login, to the desk page asked for, or the dashboard.
export const middleware: Route.MiddlewareFunction[] = [deskLanguage];

const notices: readonly DeskLoginNotice[] = ["ended", "loggedOut"];

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { language } = context.get(visitorContext);
  const db = context.get(dbContext);
  const sessions = context.get(staffSessionsContext);
  const storage = sessions.storage(context.get(requestContext).secure);
  const now = new Date();
  const next = deskReturnPath(url.searchParams.get("next"));
  if (
    await readStaffSession(
      db,
      { storage, limits: sessions.limits },
      request.headers.get("cookie"),
      now,
    )
  )
    throw redirect(next);
  return {
    language,
    messages: bundles(language, ["common", "admin", "leads"]),
    agency: siteNameOf(context.get(siteContext).config, language),
    constraints: htmlConstraints(deskLoginSchema),
    notice: notices.find((notice) => url.searchParams.has(notice)),
    // ADR 035: during a wave of failed logins, the form carries the captcha and says so.
    guard: (await loginWaveOn(db, now)) ? await guardView(db) : undefined,
  };
}

const refusalStatus = { wrong: 200, throttled: 429, captcha: 400 } as const;

export async function action({ request, url, context }: Route.ActionArgs) {
  const { secure, clientAddress, idle } = context.get(requestContext);
  const db = context.get(dbContext);
  const { value, form, failure } = await parseForm(request, deskLoginSchema);
  if (failure) return failure;
  const now = new Date();
  const captcha = form.get(guardFields.captcha);
  const outcome = await attemptStaffLogin(
    db,
    {
      login: value.email,
      password: value.password,
      captcha: typeof captcha === "string" ? captcha : undefined,
      address: clientAddress,
      now,
    },
    requestWaits(idle),
  );
  if (!outcome.ok) {
    const refusal: FormFailure & { guard?: GuardView | undefined } = {
      errors: { form: deskLoginRefusals[outcome.reason] },
      values: { email: value.email },
      // A captcha asked for (a wave began after the page was made): the form shows it now.
      guard: outcome.reason === "captcha" ? await guardView(db) : undefined,
    };
    // The page again with its message, one for a wrong pair whether the e-mail exists or not: a 200
    // (as for a form's own page), a 429 when throttled, a 400 without the captcha a wave asks for.
    return data(refusal, { status: refusalStatus[outcome.reason] });
  }
  const sessions = context.get(staffSessionsContext);
  const cookie = await openDesk(
    db,
    { storage: sessions.storage(secure), limits: sessions.limits },
    {
      staffId: outcome.staff.id,
      clientAddress,
      userAgent: request.headers.get("user-agent") ?? "",
    },
    now,
  );
  return redirect(deskReturnPath(url.searchParams.get("next")), {
    status: 303,
    headers: { "Set-Cookie": cookie },
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        { title: `${loaderData.messages.admin.login.title} | ${loaderData.agency}` },
        { name: "robots", content: "noindex" },
      ]
    : [];

export default function DeskLogin({ loaderData, actionData }: Route.ComponentProps) {
  const { agency, messages, constraints, notice } = loaderData;
  // The action names the captcha when a wave began after this page was made.
  const guard = actionData && "guard" in actionData ? (actionData.guard as GuardView) : undefined;
  return (
    <Localized speech={loaderData}>
      <DeskStyles />
      <main id="main" className="desk-login">
        <p className="desk-login__agency">
          {agency} <span className="desk-bar__desk">{messages.admin.shell.desk}</span>
        </p>
        <h1>{messages.admin.login.title}</h1>
        <p className="desk-login__intro">{messages.admin.login.intro}</p>
        <DeskLoginForm
          constraints={constraints}
          failure={actionData}
          notice={notice}
          guard={guard ?? loaderData.guard}
        />
      </main>
    </Localized>
  );
}
