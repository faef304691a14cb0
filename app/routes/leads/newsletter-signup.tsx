import { z } from "zod";
import { dbContext, siteContext, visitorContext } from "#app/contexts.ts";
import { NewsletterForm } from "#app/features/leads/newsletter-form.tsx";
import { PageFrame } from "#app/features/shell/page-frame.tsx";
import { answerLead } from "#app/http/lead-answer.server.ts";
import { bundles, messages } from "#app/locales/messages.server.ts";
import { leadFacts } from "#app/middleware/lead-facts.server.ts";
import { alternatesOf, pageBanner } from "#app/model/content/page-view.ts";
import { newsletterSchema } from "#app/model/leads/newsletter.ts";
import { pageUrl } from "#app/routing/route-table.ts";
import { pageMeta } from "#app/seo/page-meta.ts";
import { leadFormView } from "#app/services/leads/lead-form-view.server.ts";
import { newsletterLead } from "#app/services/leads/newsletter-signup.server.ts";
import type { Route } from "./+types/newsletter-signup";

// docs/requirements.md §14: the newsletter's page. The footer's field brings the address here (`?email=`, kept only
// when it is one); the form asks the privacy consent, runs the guard and posts here.
export async function loader({ url, context }: Route.LoaderArgs) {
  const { language } = context.get(visitorContext);
  const { config } = context.get(siteContext);
  const { heading: title, intro: description } = messages[language].leads.newsletter;
  const email = z.email().max(254).safeParse(url.searchParams.get("email"));
  return {
    head: {
      title,
      description,
      noindex: true,
      alternates: alternatesOf((l) => pageUrl("newsletterSignup", l)),
    },
    banner: pageBanner(config, { title }),
    form: {
      ...(await leadFormView(context.get(dbContext), newsletterSchema, language)),
      email: email.success ? email.data : undefined,
    },
    messages: bundles(language, ["leads"]),
  };
}

export function action({ request, context }: Route.ActionArgs) {
  return answerLead(request, newsletterLead, leadFacts(context));
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData ? pageMeta(matches[1].loaderData, loaderData.head) : [];

export default function NewsletterSignupRoute({ loaderData }: Route.ComponentProps) {
  const { head, banner, form } = loaderData;
  return (
    <PageFrame heading={head.title} banner={banner}>
      <div className="container newsletter-page">
        <NewsletterForm {...form} />
      </div>
    </PageFrame>
  );
}
