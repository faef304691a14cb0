import { data } from "react-router";
import { dbContext, requestContext, siteContext, visitorContext } from "#app/contexts.ts";
import { confirmSignup, unsubscribe } from "#app/data/leads/newsletter.server.ts";
import { LinkButtonPage } from "#app/features/leads/link-button-page.tsx";
import { PageFrame } from "#app/features/shell/page-frame.tsx";
import { linkToken } from "#app/http/link-token.server.ts";
import { messages } from "#app/locales/messages.server.ts";
import { alternatesOf, pageBanner } from "#app/model/content/page-view.ts";
import { newsletterTokenSchema } from "#app/model/leads/newsletter.ts";
import { linkTokenPageHeaders } from "#app/routing/link-token-pages.ts";
import { pageOfRoute } from "#app/routing/page-of-route.ts";
import { pageUrl } from "#app/routing/route-table.ts";
import { pageMeta } from "#app/seo/page-meta.ts";
import { tokenHash } from "#app/services/accounts/link-tokens.server.ts";
import type { Route } from "./+types/newsletter-link";

// docs/requirements.md §14: the links of the newsletter's mails, to confirm a sign-up (double opt-in) or to
// unsubscribe. Opening the link changes nothing (mail scanners open links): the page asks for one
// click, a POST with the link's token, which does it. The token leaves the address at once (ADR 041,
// app/http/link-token.server.ts).

const linkPages = ["newsletterConfirm", "newsletterUnsubscribe"] as const;
type LinkPage = (typeof linkPages)[number];

function linkPageOf(pattern: string): LinkPage {
  const page = pageOfRoute(pattern)?.page;
  const found = linkPages.find((p) => p === page);
  if (!found) throw data(null, { status: 404 });
  return found;
}

export async function loader({ request, url, pattern, context }: Route.LoaderArgs) {
  const { language } = context.get(visitorContext);
  const { config } = context.get(siteContext);
  const page = linkPageOf(pattern);
  const texts =
    messages[language].leads.newsletter[page === "newsletterConfirm" ? "confirm" : "unsubscribe"];
  const token = newsletterTokenSchema.safeParse({
    token: await linkToken(request, url, context.get(requestContext).secure),
  });
  return {
    head: {
      title: texts.title,
      description: texts.text,
      noindex: true,
      alternates: alternatesOf((l) => pageUrl(page, l)),
    },
    banner: pageBanner(config, { title: texts.title }),
    texts,
    token: token.success ? token.data.token : undefined,
    signup: {
      label: messages[language].leads.newsletter.heading,
      url: pageUrl("newsletterSignup", language),
    },
  };
}

export async function action({ request, pattern, context }: Route.ActionArgs) {
  const page = linkPageOf(pattern);
  const form = await request.formData().catch(() => new FormData());
  const token = newsletterTokenSchema.safeParse({ token: form.get("token") });
  if (!token.success) return data({ done: false }, { status: 400 });
  const db = context.get(dbContext);
  const now = new Date();
  const done =
    page === "newsletterConfirm"
      ? await confirmSignup(db, tokenHash(token.data.token), now)
      : await unsubscribe(db, token.data.token, now);
  return data({ done }, { status: done ? 200 : 400 });
}

export function headers() {
  // The page holds the link's token: never cached, never sent on as a referrer.
  return linkTokenPageHeaders;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData ? pageMeta(matches[1].loaderData, loaderData.head) : [];

export default function NewsletterLinkRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { head, banner, texts, token, signup } = loaderData;
  return (
    <PageFrame heading={head.title} banner={banner}>
      <LinkButtonPage
        texts={texts}
        token={token}
        done={actionData?.done}
        failed={
          <p>
            <a href={signup.url}>{signup.label}</a>
          </p>
        }
      />
    </PageFrame>
  );
}
