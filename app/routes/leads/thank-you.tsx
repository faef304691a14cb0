import { data } from "react-router";
import { siteContext, visitorContext } from "#app/contexts.ts";
import { ThankYou } from "#app/features/leads/thank-you.tsx";
import { PageFrame } from "#app/features/shell/page-frame.tsx";
import type { LeadsMessages } from "#app/locales/en/leads.ts";
import { bundles, messages } from "#app/locales/messages.server.ts";
import { alternatesOf, pageBanner } from "#app/model/content/page-view.ts";
import { pageOfRoute } from "#app/routing/page-of-route.ts";
import { type PageKey, pageUrl } from "#app/routing/route-table.ts";
import { pageMeta } from "#app/seo/page-meta.ts";
import type { Route } from "./+types/thank-you";

interface ThanksTexts {
  title: string;
  text: string;
}

// docs/requirements.md §2 thank-you pages (/feedback/{page}/, /fr/merci/...): where a form goes once its lead is
// stored. Not indexed: nobody should land here from a search.

/** Each thank-you page's title and text: the `thanks` of its form's texts. */
const thanksTexts: Partial<Record<PageKey, (leads: LeadsMessages) => ThanksTexts>> = {
  siteContactThanks: (leads) => leads.siteContact.thanks,
  propertyQuestionThanks: (leads) => leads.question.thanks,
  visitThanks: (leads) => leads.visit.thanks,
  valuationThanks: (leads) => leads.valuation.thanks,
  projectQuestionThanks: (leads) => leads.projectQuestion.thanks,
  sendToFriendThanks: (leads) => leads.sendToFriend.thanks,
  newsletterThanks: (leads) => leads.newsletter.thanks,
  demandRegisterThanks: (leads) => leads.demandRegister.thanks,
};
export function loader({ pattern, context }: Route.LoaderArgs) {
  const { language } = context.get(visitorContext);
  const { config } = context.get(siteContext);
  const page = pageOfRoute(pattern)?.page;
  const texts = page && thanksTexts[page];
  if (!page || !texts) throw data(null, { status: 404 });
  const { leads } = messages[language];
  const { title, text } = texts(leads);
  const { home, forSale, forRent } = leads.thanks;
  return {
    head: {
      title,
      description: text,
      noindex: true,
      alternates: alternatesOf((l) => pageUrl(page, l)),
    },
    banner: pageBanner(config, { title }),
    text,
    links: [
      { label: home, url: pageUrl("home", language) },
      { label: forSale, url: pageUrl("forSale", language) },
      { label: forRent, url: pageUrl("forRent", language) },
    ],
    messages: bundles(language, ["leads"]),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData ? pageMeta(matches[1].loaderData, loaderData.head) : [];

export default function ThankYouRoute({ loaderData }: Route.ComponentProps) {
  const { head, banner, text, links } = loaderData;
  return (
    <PageFrame heading={head.title} banner={banner}>
      <ThankYou text={text} links={links} />
    </PageFrame>
  );
}
