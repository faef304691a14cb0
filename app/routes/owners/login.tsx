import { data, redirect } from "react-router";
import { dbContext, ownerSessionsContext, requestContext, visitorContext } from "#app/contexts.ts";
import { LoginForm } from "#app/features/owners/login-form.tsx";
import { PageFrame } from "#app/features/shell/page-frame.tsx";
import { parseForm } from "#app/http/form.server.ts";
import { bundles, messages } from "#app/locales/messages.server.ts";
import { alternatesOf } from "#app/model/content/page-view.ts";
import { htmlConstraints } from "#app/model/forms/html-constraints.ts";
import type { FormFailure } from "#app/model/forms/submission.ts";
import { loginRefusals, loginSchema } from "#app/model/owners/login-form.ts";
import { pageUrl } from "#app/routing/route-table.ts";
import { pageMeta } from "#app/seo/page-meta.ts";
import { attemptLogin, requestWaits } from "#app/services/auth/owner-login.server.ts";
import { asksSecondFactor } from "#app/services/auth/second-factor.server.ts";
import { readOwnerSession, startPendingLogin } from "#app/services/auth/session.server.ts";
import type { Route } from "./+types/login";
import { openPortal } from "./open-portal.server.ts";

// spec §2 /login/, §6, §8: the owner login. A logged-in owner goes straight to the portal.
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { language } = context.get(visitorContext);
  const storage = context.get(ownerSessionsContext)(context.get(requestContext).secure);
  const cookies = request.headers.get("cookie");
  if (await readOwnerSession(context.get(dbContext), storage, cookies, new Date()))
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
    messages: bundles(language, ["owners"]),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { language } = context.get(visitorContext);
  const facts = context.get(requestContext);
  const { value, failure } = await parseForm(request, loginSchema);
  if (failure) return failure;
  const now = new Date();
  const outcome = await attemptLogin(
    context.get(dbContext),
    { ...value, address: facts.clientAddress, now },
    requestWaits(facts.idle),
  );
  if (!outcome.ok) {
    const refusal: FormFailure = {
      errors: { form: loginRefusals[outcome.reason] },
      values: { login: value.login },
    };
    // The page again with its message: a 200 for a wrong pair (as for a form's own page), a 429 when
    // throttled, which tells a script to slow down.
    return data(refusal, { status: outcome.reason === "throttled" ? 429 : 200 });
  }
  if (!(await asksSecondFactor(context.get(dbContext), outcome.ownerId)))
    return openPortal(context, request, outcome, now);
  // ADR 031: the password was right; the code comes next, within five minutes.
  const storage = context.get(ownerSessionsContext)(facts.secure);
  return redirect(pageUrl("ownerLoginCode", language), {
    status: 303,
    headers: {
      "Set-Cookie": await startPendingLogin(storage, outcome.ownerId, Date.now()),
      "Cache-Control": "private, no-store",
    },
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData ? pageMeta(matches[1].loaderData, loaderData.head) : [];

export default function LoginRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { head, constraints, notice } = loaderData;
  return (
    <PageFrame heading={head.title} breadcrumb={[{ label: head.title, url: "" }]}>
      <LoginForm constraints={constraints} failure={actionData} notice={notice} />
    </PageFrame>
  );
}
