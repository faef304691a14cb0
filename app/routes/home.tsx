import { appContext } from "../context.ts";
import { latestOffers } from "../data/property-cards.server.ts";
import { HomeHero } from "../features/home/home-hero.tsx";
import { LatestOffers } from "../features/listings/latest-offers.tsx";
import { defaultLanguage, languageOfPath } from "../i18n/languages.ts";
import { pageMeta } from "../routing/page-meta.ts";
import type { Route } from "./+types/home";

export async function loader({ url, context }: Route.LoaderArgs) {
  const language = languageOfPath(url.pathname) ?? defaultLanguage;
  return { offers: await latestOffers(context.get(appContext).db, language) };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches[0].loaderData, "home");

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HomeHero />
      <LatestOffers cards={loaderData.offers} />
    </>
  );
}
