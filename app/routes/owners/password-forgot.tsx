import { dbContext, requestContext, siteContext, visitorContext } from "#app/contexts.ts";
import { ResetRequestForm } from "#app/features/owners/password-forms.tsx";
import { PageFrame } from "#app/features/shell/page-frame.tsx";
import { parseForm } from "#app/http/form.server.ts";
import { guardRefusal } from "#app/http/guard-refusal.server.ts";
import { bundles, messages } from "#app/locales/messages.server.ts";
import { alternatesOf } from "#app/model/content/page-view.ts";
import { htmlConstraints } from "#app/model/forms/html-constraints.ts";
import type { FormFailure } from "#app/model/forms/submission.ts";
import { resetRequestSchema } from "#app/model/owners/password-reset.ts";
import { pageUrl } from "#app/routing/route-table.ts";
import { pageMeta } from "#app/seo/page-meta.ts";
import { guardView } from "#app/services/guard/guard-view.server.ts";
import { requestReset, resetRequestForm } from "#app/services/owners/password-reset.server.ts";
import type { Route } from "./+types/password-forgot";

// docs/requirements.md §15: "forgotten password", linked from the login page.
export async function loader({ context }: Route.LoaderArgs) {
  const { language } = context.get(visitorContext);
  const { requestTitle: title, requestIntro: description } =
    messages[language].owners.passwordReset;
  return {
    head: {
      title,
      description,
      noindex: true,
      alternates: alternatesOf((l) => pageUrl("ownerPasswordForgot", l)),
    },
    constraints: htmlConstraints(resetRequestSchema),
    guard: await guardView(context.get(dbContext)),
    messages: bundles(language, ["owners", "leads"]),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { value, form, failure } = await parseForm(request, resetRequestSchema, resetRequestForm);
  if (failure) return failure;
  const { origin, clientAddress } = context.get(requestContext);
  const outcome = await requestReset(
    {
      db: context.get(dbContext),
      config: context.get(siteContext).config,
      language: context.get(visitorContext).language,
      origin,
      clientAddress,
    },
    { value, fields: form },
    new Date(),
  );
  return "refused" in outcome ? guardRefusal(outcome.refused, form, resetRequestForm) : outcome;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData ? pageMeta(matches[1].loaderData, loaderData.head) : [];

export default function PasswordForgotRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { head, constraints, guard } = loaderData;
  const sent = actionData !== undefined && "sent" in actionData;
  const failure = actionData && "errors" in actionData ? (actionData as FormFailure) : undefined;
  return (
    <PageFrame heading={head.title} breadcrumb={[{ label: head.title, url: "" }]}>
      <ResetRequestForm constraints={constraints} guard={guard} failure={failure} sent={sent} />
    </PageFrame>
  );
}
