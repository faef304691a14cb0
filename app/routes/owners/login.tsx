import { data, redirect } from "react-router";
import { dbContext, ownerSessionsContext, requestContext, visitorContext } from "#app/contexts.ts";
import { LoginForm } from "#app/features/owners/login-form.tsx";
import { PageFrame } from "#app/features/shell/page-frame.tsx";
import { parseForm } from "#app/http/form.server.ts";
import { bundles, messages } from "#app/locales/messages.server.ts";
import { alternatesOf } from "#app/model/content/page-view.ts";
import { htmlConstraints } from "#app/model/forms/html-constraints.ts";
import type { FormFailure } from "#app/model/forms/submission.ts";
import { type GuardView, guardFields } from "#app/model/guard/guard.ts";
import { loginRefusals, loginSchema } from "#app/model/owners/login-form.ts";
import { pageUrl } from "#app/routing/route-table.ts";
import { pageMeta } from "#app/seo/page-meta.ts";
import { deviceOf } from "#app/services/accounts/known-device.server.ts";
import { requestWaits } from "#app/services/accounts/login-throttle.server.ts";
import { loginWaveOn } from "#app/services/accounts/login-wave.server.ts";
import { guardView } from "#app/services/guard/guard-view.server.ts";
import { afterPassword } from "#app/services/owners/after-password.server.ts";
import { attemptLogin } from "#app/services/owners/owner-login.server.ts";
import { readOwnerSession } from "#app/services/owners/session.server.ts";
import type { Route } from "./+types/login";
import { loginFacts, loginRedirect } from "./login-step.server.ts";

// docs/requirements.md §2 /login/, §6, §8: the owner login. A logged-in owner goes straight to the portal.
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { language } = context.get(visitorContext);
  const db = context.get(dbContext);
  const storage = context.get(ownerSessionsContext)(context.get(requestContext).secure);
  const cookies = request.headers.get("cookie");
  if (await readOwnerSession(db, storage, cookies, new Date()))
    throw redirect(pageUrl("ownerPortal", language));
  const { title, description } = messages[language].owners.login;
  const notice = url.searchParams.has("ended")
    ? ("ended" as const)
    : url.searchParams.has("loggedOut")
      ? ("loggedOut" as const)
      : url.searchParams.has("reset")
        ? ("reset" as const)
        : undefined;
  return {
    head: {
      title,
      description,
      noindex: true,
      alternates: alternatesOf((l) => pageUrl("ownerLogin", l)),
    },
    constraints: htmlConstraints(loginSchema),
    notice,
    // ADR 035: during a wave of failed logins, the form carries the captcha and says so.
    guard: (await loginWaveOn(db, new Date())) ? await guardView(db) : undefined,
    // The captcha's texts (FormGuard) are the lead forms'.
    messages: bundles(language, ["owners", "leads"]),
  };
}

// Never from a shared cache: whether a wave is on changes the form.
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

const refusalStatus = { wrong: 200, throttled: 429, captcha: 400 } as const;

export async function action({ request, context }: Route.ActionArgs) {
  const { secure, clientAddress, idle } = context.get(requestContext);
  const db = context.get(dbContext);
  const { value, form, failure } = await parseForm(request, loginSchema);
  if (failure) return failure;
  const now = new Date();
  const captcha = form.get(guardFields.captcha);
  const outcome = await attemptLogin(
    db,
    {
      ...value,
      captcha: typeof captcha === "string" ? captcha : undefined,
      device: await deviceOf(db, request.headers.get("cookie"), secure),
      address: clientAddress,
      now,
    },
    requestWaits(idle),
  );
  if (!outcome.ok) {
    const refusal: FormFailure & { guard?: GuardView | undefined } = {
      errors: { form: loginRefusals[outcome.reason] },
      values: { login: value.login },
      // A captcha asked for (a wave began after the page was made): the form shows it now.
      guard: outcome.reason === "captcha" ? await guardView(db) : undefined,
    };
    // The page again with its message: a 200 for a wrong pair (as for a form's own page), a 429 when
    // throttled, which tells a script to slow down, a 400 without the captcha a wave asks for.
    return data(refusal, { status: refusalStatus[outcome.reason] });
  }
  const facts = loginFacts(request, context);
  return loginRedirect(await afterPassword(facts, outcome, now), facts);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData ? pageMeta(matches[1].loaderData, loaderData.head) : [];

export default function LoginRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { head, constraints, notice } = loaderData;
  // The action names the captcha when a wave began after this page was made.
  const guard = actionData && "guard" in actionData ? (actionData.guard as GuardView) : undefined;
  return (
    <PageFrame heading={head.title} breadcrumb={[{ label: head.title, url: "" }]}>
      <LoginForm
        constraints={constraints}
        failure={actionData}
        notice={notice}
        guard={guard ?? loaderData.guard}
      />
    </PageFrame>
  );
}
