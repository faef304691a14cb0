import { createContext, data, Form, redirect, type ShouldRevalidateFunction } from "react-router";
import {
  dbContext,
  requestContext,
  secondFactorKeyContext,
  siteContext,
  visitorContext,
} from "#app/contexts.ts";
import { findStaffLoginById } from "#app/data/admin/staff-logins.server.ts";
import { DeskCard, deskCardMeta } from "#app/features/admin/desk-card.tsx";
import { DeskCodeForm } from "#app/features/admin/desk-code-form.tsx";
import { RecoveryCodes, TwoStepSetup } from "#app/features/admin/two-step-setup.tsx";
import { Localized } from "#app/features/shell/localized.tsx";
import { parseForm } from "#app/http/form.server.ts";
import { bundles } from "#app/locales/messages.server.ts";
import { deskLanguage } from "#app/middleware/staff.server.ts";
import { deskAppCodeSchema } from "#app/model/admin/desk-login.ts";
import { htmlConstraints } from "#app/model/forms/html-constraints.ts";
import type { FormFailure } from "#app/model/forms/submission.ts";
import { deskLoginPath } from "#app/routing/desk-paths.ts";
import { siteNameOf } from "#app/seo/page-description.server.ts";
import { appSetup } from "#app/services/accounts/app-setup.server.ts";
import { requestWaits } from "#app/services/accounts/login-throttle.server.ts";
import { clearSessionCookie } from "#app/services/accounts/session-cookies.server.ts";
import {
  confirmStaffEnrolment,
  enrolmentSecret,
} from "#app/services/admin/staff-two-step.server.ts";
import type { Route } from "./+types/login-two-step";
import { deskSessions, nextOf, openedDesk, pendingStaff } from "./login-steps.server.ts";

// docs/requirements.md §17, ADR 049: an admin without two-step login sets it up right after the password (the
// app's QR code or key, then its first code); the login is then complete, and the recovery codes are
// shown once, on the page that opens the desk. The setup is required: it cannot be skipped or cancelled,
// but the admin can log out from it (the pending login's cookie goes).
export const middleware: Route.MiddlewareFunction[] = [deskLanguage];

/** Set by the action that turned two-step login on, for this request's loader. */
const justEnrolled = createContext(false);

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const staffId = await pendingStaff(request, url, context);
  const db = context.get(dbContext);
  const { language } = context.get(visitorContext);
  const key = await context.get(secondFactorKeyContext)();
  const secret = await enrolmentSecret(db, { staffId, key, now: new Date() });
  // Two-step login already on (a second tab): the login's code step; but the page that has just
  // turned it on shows its recovery codes (the action's answer, in this same request).
  if (secret === undefined && !context.get(justEnrolled))
    throw redirect(`/admin/login/code/${url.search}`, 303);
  const agency = siteNameOf(context.get(siteContext).config, language);
  const email = (await findStaffLoginById(db, staffId))?.email ?? "";
  return {
    language,
    messages: bundles(language, ["common", "admin"]),
    agency,
    setup: secret && appSetup({ issuer: agency, account: email, secret }),
    constraints: htmlConstraints(deskAppCodeSchema),
  };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  if (url.searchParams.get("do") === "logout") {
    const cookie = await clearSessionCookie(deskSessions(context).storage);
    return redirect(`${deskLoginPath}?loggedOut=1`, {
      status: 303,
      headers: { "Set-Cookie": cookie },
    });
  }
  const staffId = await pendingStaff(request, url, context);
  const { value, failure } = await parseForm(request, deskAppCodeSchema);
  if (failure) return failure;
  const db = context.get(dbContext);
  const { idle, clientAddress } = context.get(requestContext);
  const now = new Date();
  const key = await context.get(secondFactorKeyContext)();
  const attempt = { staffId, code: value.code, key, address: clientAddress, now };
  const codes = await confirmStaffEnrolment(db, attempt, requestWaits(idle));
  if (Array.isArray(codes)) {
    context.set(justEnrolled, true);
    // The login is complete: the session opens with this answer, which shows the codes once.
    const cookie = await openedDesk(request, context, staffId, now);
    return data({ codes, next: nextOf(url) }, { headers: { "Set-Cookie": cookie } });
  }
  const form = codes === "throttled" ? "admin:twoStep.throttled" : "admin:twoStep.wrongSetupCode";
  const refusal: FormFailure = { errors: { form }, values: {} };
  return data(refusal, { status: codes === "throttled" ? 429 : 200 });
}

// The page that shows the recovery codes stays as it is: read again, it would be the code step's.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  actionResult,
  defaultShouldRevalidate,
}) => (actionResult && "codes" in actionResult ? false : defaultShouldRevalidate);

export const meta: Route.MetaFunction = ({ loaderData }) =>
  deskCardMeta(loaderData, (data) => data.messages.admin.twoStep.enrolTitle);

export default function DeskLoginTwoStep({ loaderData, actionData }: Route.ComponentProps) {
  const { admin } = loaderData.messages;
  const done = actionData && "codes" in actionData ? actionData : undefined;
  return (
    <Localized speech={loaderData}>
      <DeskCard
        agency={loaderData.agency}
        desk={admin.shell.desk}
        title={done ? admin.twoStep.codesTitle : admin.twoStep.enrolTitle}
        intro={done ? admin.twoStep.codesIntro : admin.twoStep.enrolIntro}
      >
        {done ? (
          <RecoveryCodes codes={done.codes} next={done.next} />
        ) : loaderData.setup ? (
          <>
            <TwoStepSetup setup={loaderData.setup}>
              <DeskCodeForm
                form="desk-app-code"
                constraints={loaderData.constraints}
                failure={actionData && !("codes" in actionData) ? actionData : undefined}
                submit={admin.twoStep.confirm}
              />
            </TwoStepSetup>
            <Form method="post" action="?do=logout" reloadDocument>
              <button type="submit" className="button button--outline">
                {admin.shell.logout}
              </button>
            </Form>
          </>
        ) : null}
      </DeskCard>
    </Localized>
  );
}
