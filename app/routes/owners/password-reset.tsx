import { data, redirect } from "react-router";
import { dbContext, requestContext, visitorContext } from "#app/contexts.ts";
import { NewPasswordForm } from "#app/features/owners/password-forms.tsx";
import { PageFrame } from "#app/features/shell/page-frame.tsx";
import { parseForm } from "#app/http/form.server.ts";
import { linkToken } from "#app/http/link-token.server.ts";
import { bundles, messages } from "#app/locales/messages.server.ts";
import { alternatesOf } from "#app/model/content/page-view.ts";
import { htmlConstraints } from "#app/model/forms/html-constraints.ts";
import type { FormFailure } from "#app/model/forms/submission.ts";
import { newPasswordSchema } from "#app/model/owners/password-reset.ts";
import { linkTokenPageHeaders } from "#app/routing/link-token-pages.ts";
import { pageUrl } from "#app/routing/route-table.ts";
import { pageMeta } from "#app/seo/page-meta.ts";
import { setNewPassword } from "#app/services/owners/password-reset.server.ts";
import type { Route } from "./+types/password-reset";

// docs/requirements.md §15: the forgotten password's link: the new password, twice. Opening the link changes nothing;
// its token leaves the address at once (ADR 041, app/http/link-token.server.ts).
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { language } = context.get(visitorContext);
  const { resetTitle: title, resetIntro: description } = messages[language].owners.passwordReset;
  const token = (await linkToken(request, url, context.get(requestContext).secure)) ?? "";
  return {
    head: {
      title,
      description,
      noindex: true,
      alternates: alternatesOf((l) => pageUrl("ownerPasswordReset", l)),
    },
    constraints: htmlConstraints(newPasswordSchema),
    token: /^[\w-]{32}$/.test(token) ? token : undefined,
    requestUrl: pageUrl("ownerPasswordForgot", language),
    messages: bundles(language, ["owners"]),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const formName = "new-password";
  const { value, failure } = await parseForm(request, newPasswordSchema, formName);
  if (failure) return failure;
  const outcome = await setNewPassword(context.get(dbContext), value, new Date());
  if ("invalid" in outcome) return data({ invalid: true as const }, { status: 400 });
  if ("problem" in outcome)
    return data(
      {
        errors: { password: `owners:passwordReset.errors.${outcome.problem}` },
        values: { token: value.token },
        formName,
      },
      { status: 400 },
    );
  return redirect(`${pageUrl("ownerLogin", context.get(visitorContext).language)}?reset`, 303);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData ? pageMeta(matches[1].loaderData, loaderData.head) : [];

export function headers() {
  // The page holds the link's token: never cached, never sent on as a referrer.
  return linkTokenPageHeaders;
}

export default function PasswordResetRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { head, constraints, token, requestUrl } = loaderData;
  const invalid = actionData !== undefined && "invalid" in actionData;
  const failure = actionData && "errors" in actionData ? (actionData as FormFailure) : undefined;
  return (
    <PageFrame heading={head.title}>
      <NewPasswordForm
        constraints={constraints}
        token={token}
        failure={failure}
        invalid={invalid}
        requestUrl={requestUrl}
      />
    </PageFrame>
  );
}
