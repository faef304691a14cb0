import { data } from "react-router";
import { dbContext, requestContext, siteContext, visitorContext } from "#app/contexts.ts";
import { DemandSearches } from "#app/features/leads/demand-searches.tsx";
import { PageFrame } from "#app/features/shell/page-frame.tsx";
import { parseForm } from "#app/http/form.server.ts";
import { guardRefusal } from "#app/http/guard-refusal.server.ts";
import { bundles, messages } from "#app/locales/messages.server.ts";
import { alternatesOf, pageBanner } from "#app/model/content/page-view.ts";
import { htmlConstraints } from "#app/model/forms/html-constraints.ts";
import { demandSignInSchema } from "#app/model/leads/demand-register.ts";
import { pageUrl } from "#app/routing/route-table.ts";
import { pageMeta } from "#app/seo/page-meta.ts";
import { guardView } from "#app/services/guard/guard-view.server.ts";
import { signInToSearches } from "#app/services/leads/demand-searches.server.ts";
import type { Route } from "./+types/demand-searches";

// ADR 029: a visitor's registered searches, behind the password they chose. Private:
// never cached, not indexed.
export async function loader({ context }: Route.LoaderArgs) {
  const { language } = context.get(visitorContext);
  const { config } = context.get(siteContext);
  const { title } = messages[language].leads.demandRegister.searches;
  return {
    head: {
      title,
      noindex: true,
      alternates: alternatesOf((l) => pageUrl("demandSearches", l)),
    },
    banner: pageBanner(config, { title }),
    constraints: htmlConstraints(demandSignInSchema),
    guard: await guardView(context.get(dbContext)),
    messages: bundles(language, ["leads"]),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const formName = "demand-searches";
  const { value, form, failure } = await parseForm(request, demandSignInSchema, formName);
  if (failure) return failure;
  const outcome = await signInToSearches(value, {
    db: context.get(dbContext),
    language: context.get(visitorContext).language,
    clientAddress: context.get(requestContext).clientAddress,
    posted: form,
    config: context.get(siteContext).config,
  });
  if (outcome.kind === "refused") return guardRefusal(outcome.reason, form, formName);
  if (outcome.kind === "wrong")
    return data(
      {
        errors: { form: "leads:demandRegister.errors.signIn" },
        values: { email: value.email },
        formName,
      },
      { status: 400 },
    );
  return { deleted: outcome.deleted, searches: outcome.searches };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData ? pageMeta(matches[1].loaderData, loaderData.head) : [];

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export default function DemandSearchesRoute({ loaderData }: Route.ComponentProps) {
  const { head, banner, constraints, guard } = loaderData;
  return (
    <PageFrame heading={head.title} banner={banner}>
      <div className="container demand-register-page">
        <DemandSearches constraints={constraints} guard={guard} />
      </div>
    </PageFrame>
  );
}
