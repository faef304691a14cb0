import { data, redirect } from "react-router";
import {
  dbContext,
  ownerSessionsContext,
  requestContext,
  secondFactorKeyContext,
  visitorContext,
} from "#app/contexts.ts";
import { findOwnerById } from "#app/data/owners/owners.server.ts";
import { LoginCodeForm } from "#app/features/owners/login-code-form.tsx";
import { PageFrame } from "#app/features/shell/page-frame.tsx";
import { parseForm } from "#app/http/form.server.ts";
import { bundles, messages } from "#app/locales/messages.server.ts";
import { alternatesOf } from "#app/model/content/page-view.ts";
import { htmlConstraints } from "#app/model/forms/html-constraints.ts";
import type { FormFailure } from "#app/model/forms/submission.ts";
import { loginCodeSchema } from "#app/model/owners/second-factor.ts";
import { pageUrl } from "#app/routing/route-table.ts";
import { pageMeta } from "#app/seo/page-meta.ts";
import { requestWaits } from "#app/services/accounts/login-throttle.server.ts";
import { asksSecondFactor } from "#app/services/accounts/second-factor.server.ts";
import { openPortal } from "#app/services/owners/open-portal.server.ts";
import { ownerFactors } from "#app/services/owners/owner-account-stores.server.ts";
import { attemptSecondFactor } from "#app/services/owners/second-factor.server.ts";
import { readPendingLogin } from "#app/services/owners/session.server.ts";
import type { Route } from "./+types/login-code";
import { loginFacts, loginRedirect } from "./login-step.server.ts";

// docs/requirements.md §15 "optional second factor" (ADR 031): after a right password, the code of the owner's
// authenticator app or a recovery code, within five minutes; else back to the login. ADR
// 035: for an owner without it, during a wave, from an unknown device, the code mailed to them.

const codeRefusals = {
  throttled: "owners:login.throttled",
  wrong: "owners:secondFactor.errors.wrong",
  unreadable: "owners:secondFactor.errors.unreadable",
} as const;

async function pendingOwner({ request, context }: Route.LoaderArgs | Route.ActionArgs) {
  const storage = context.get(ownerSessionsContext)(context.get(requestContext).secure);
  const ownerId = await readPendingLogin(storage, request.headers.get("cookie"), Date.now());
  if (ownerId === undefined)
    throw redirect(`${pageUrl("ownerLogin", context.get(visitorContext).language)}?ended=1`, {
      status: 303,
    });
  return ownerId;
}

export async function loader(args: Route.LoaderArgs) {
  const ownerId = await pendingOwner(args);
  const { language } = args.context.get(visitorContext);
  const mailed = !(await asksSecondFactor(args.context.get(dbContext), ownerFactors, ownerId));
  const { secondFactor, wave } = messages[language].owners;
  const [title, description] = mailed
    ? [wave.codeTitle, wave.codeIntro]
    : [secondFactor.loginTitle, secondFactor.loginIntro];
  return {
    mailed,
    head: {
      title,
      description,
      noindex: true,
      alternates: alternatesOf((l) => pageUrl("ownerLoginCode", l)),
    },
    constraints: htmlConstraints(loginCodeSchema),
    messages: bundles(language, ["owners"]),
  };
}

export async function action(args: Route.ActionArgs) {
  const { request, context } = args;
  const ownerId = await pendingOwner(args);
  const { value, failure } = await parseForm(request, loginCodeSchema);
  if (failure) return failure;
  const db = context.get(dbContext);
  const { idle, log } = context.get(requestContext);
  const now = new Date();
  const key = await context.get(secondFactorKeyContext)();
  const outcome = await attemptSecondFactor(
    db,
    { ownerId, code: value.code, key, now },
    requestWaits(idle),
  );
  const owner = outcome === "ok" ? await findOwnerById(db, ownerId) : undefined;
  if (owner) {
    const facts = loginFacts(request, context);
    const step = await openPortal(
      facts,
      { ownerId, name: owner.display_name, email: owner.email },
      now,
    );
    return loginRedirect(step, facts);
  }
  // ADR 036: a key that does not open the stored secret is the operator's to fix; the
  // owner is told the code cannot be checked, never let in.
  if (outcome === "unreadable")
    log.error("two-step secret not opened: SECOND_FACTOR_KEY is not its key", { ownerId });
  const refusal: FormFailure = {
    errors: {
      form:
        outcome === "wrong" && !(await asksSecondFactor(db, ownerFactors, ownerId))
          ? "owners:wave.wrongCode"
          : codeRefusals[outcome === "ok" ? "wrong" : outcome],
    },
    values: {},
  };
  return data(refusal, { status: outcome === "throttled" ? 429 : 200 });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData ? pageMeta(matches[1].loaderData, loaderData.head) : [];

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export default function LoginCodeRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { head, constraints, mailed } = loaderData;
  return (
    <PageFrame heading={head.title} breadcrumb={[{ label: head.title, url: "" }]}>
      <LoginCodeForm constraints={constraints} failure={actionData} mailed={mailed} />
    </PageFrame>
  );
}
