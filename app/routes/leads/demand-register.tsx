import { dbContext, siteContext, visitorContext } from "#app/contexts.ts";
import { DemandRegisterForm } from "#app/features/leads/demand-register-form.tsx";
import { PageFrame } from "#app/features/shell/page-frame.tsx";
import { answerLead } from "#app/http/lead-answer.server.ts";
import { bundles, messages } from "#app/locales/messages.server.ts";
import { leadFacts } from "#app/middleware/lead-facts.server.ts";
import { alternatesOf, pageBanner } from "#app/model/content/page-view.ts";
import { pageUrl } from "#app/routing/route-table.ts";
import { pageMeta } from "#app/seo/page-meta.ts";
import {
  demandRegisterLead,
  demandRegisterView,
} from "#app/services/leads/demand-register.server.ts";
import type { Route } from "./+types/demand-register";

// docs/requirements.md §2 /demand-register/ (§14): register a search with the agency.
export async function loader({ context }: Route.LoaderArgs) {
  const { language } = context.get(visitorContext);
  const { config } = context.get(siteContext);
  const { title, description } = messages[language].leads.demandRegister;
  return {
    head: { title, description, alternates: alternatesOf((l) => pageUrl("demandRegister", l)) },
    banner: pageBanner(config, { title, description }),
    form: await demandRegisterView(context.get(dbContext), language),
    messages: bundles(language, ["leads"]),
  };
}

export function action({ request, context }: Route.ActionArgs) {
  return answerLead(request, demandRegisterLead, leadFacts(context));
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData ? pageMeta(matches[1].loaderData, loaderData.head) : [];

export default function DemandRegisterRoute({ loaderData }: Route.ComponentProps) {
  const { head, banner, form } = loaderData;
  return (
    <PageFrame heading={head.title} banner={banner} breadcrumb={[{ label: head.title, url: "" }]}>
      <div className="container demand-register-page">
        <DemandRegisterForm {...form} />
      </div>
    </PageFrame>
  );
}
