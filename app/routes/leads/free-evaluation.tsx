import { dbContext, siteContext, visitorContext } from "#app/contexts.ts";
import { agencyContact } from "#app/data/content/page-modules.server.ts";
import { FreeEvaluation } from "#app/features/content/free-evaluation.tsx";
import { ValuationForm } from "#app/features/leads/valuation-form.tsx";
import { PageFrame } from "#app/features/shell/page-frame.tsx";
import { answerLead } from "#app/http/lead-answer.server.ts";
import { bundles, messages } from "#app/locales/messages.server.ts";
import { leadFacts } from "#app/middleware/lead-facts.server.ts";
import { alternatesOf, pageBanner } from "#app/model/content/page-view.ts";
import { pageUrl } from "#app/routing/route-table.ts";
import { pageMeta } from "#app/seo/page-meta.ts";
import { valuationFormView, valuationLead } from "#app/services/leads/valuation.server.ts";
import type { Route } from "./+types/free-evaluation";

// docs/requirements.md §2 free evaluation (/Contact-demand/, the header's button): what the valuation is, and the
// form that asks for it (docs/requirements.md §14).
export async function loader({ context }: Route.LoaderArgs) {
  const { language } = context.get(visitorContext);
  const { config } = context.get(siteContext);
  const { title, description } = messages[language].leads.freeEvaluation;
  return {
    head: { title, description, alternates: alternatesOf((l) => pageUrl("freeEvaluation", l)) },
    banner: pageBanner(config, { title, description }),
    agency: config ? agencyContact(config, language) : undefined,
    form: await valuationFormView(context.get(dbContext), language),
    messages: bundles(language, ["leads"]),
  };
}

export function action({ request, context }: Route.ActionArgs) {
  return answerLead(request, valuationLead, leadFacts(context));
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData ? pageMeta(matches[1].loaderData, loaderData.head) : [];

export default function FreeEvaluationRoute({ loaderData }: Route.ComponentProps) {
  const { head, banner, agency, form } = loaderData;
  return (
    <PageFrame heading={head.title} banner={banner} breadcrumb={[{ label: head.title, url: "" }]}>
      <FreeEvaluation agency={agency} form={<ValuationForm {...form} />} />
    </PageFrame>
  );
}
