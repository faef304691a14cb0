import { data } from "react-router";
import { dbContext, requestContext, siteContext, visitorContext } from "#app/contexts.ts";
import { LinkButtonPage } from "#app/features/leads/link-button-page.tsx";
import { PageFrame } from "#app/features/shell/page-frame.tsx";
import { linkToken } from "#app/http/link-token.server.ts";
import { messages } from "#app/locales/messages.server.ts";
import { alternatesOf, pageBanner } from "#app/model/content/page-view.ts";
import { newsletterTokenSchema as linkTokenSchema } from "#app/model/leads/newsletter.ts";
import { linkTokenPageHeaders } from "#app/routing/link-token-pages.ts";
import { pageUrl } from "#app/routing/route-table.ts";
import { pageMeta } from "#app/seo/page-meta.ts";
import { confirmLeadRequest } from "#app/services/leads/verified-mails.server.ts";
import type { Route } from "./+types/lead-confirm";

// ADR 034: the link of the "confirm your request" mail. Opening it changes nothing (mail
// scanners open links, ADR 027): the page asks for one click, a POST with the link's token, which
// verifies the lead and sends the mails held for it. The token leaves the address at once and the
// page loads no third-party tag (app/routing/link-token-pages.ts).

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { language } = context.get(visitorContext);
  const { config } = context.get(siteContext);
  const texts = messages[language].leads.confirmRequest.page;
  const token = linkTokenSchema.safeParse({
    token: await linkToken(request, url, context.get(requestContext).secure),
  });
  return {
    head: {
      title: texts.title,
      description: texts.text,
      noindex: true,
      alternates: alternatesOf((l) => pageUrl("leadConfirm", l)),
    },
    banner: pageBanner(config, { title: texts.title }),
    texts,
    token: token.success ? token.data.token : undefined,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const token = linkTokenSchema.safeParse({ token: form.get("token") });
  const done =
    token.success && (await confirmLeadRequest(context.get(dbContext), token.data.token));
  return data({ done }, { status: done ? 200 : 400 });
}

export function headers() {
  // The page holds the link's token: never cached, never sent on as a referrer.
  return linkTokenPageHeaders;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData ? pageMeta(matches[1].loaderData, loaderData.head) : [];

export default function LeadConfirmRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { head, banner, texts, token } = loaderData;
  return (
    <PageFrame heading={head.title} banner={banner}>
      <LinkButtonPage texts={texts} token={token} done={actionData?.done} />
    </PageFrame>
  );
}
