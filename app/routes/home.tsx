import { appContext } from "../context.ts";
import { latestOffers } from "../data/property-cards.server.ts";
import { readSiteConfig } from "../data/site-config.server.ts";
import { HomeHero } from "../features/home/home-hero.tsx";
import { LatestOffers } from "../features/listings/latest-offers.tsx";
import { defaultLanguage, languageOfPath } from "../i18n/languages.ts";
import { agencyJsonLd } from "../routing/agency-json-ld.ts";
import { pageMeta } from "../routing/page-meta.ts";
import type { Route } from "./+types/home";

export async function loader({ url, context }: Route.LoaderArgs) {
  const { db, publicUrl } = context.get(appContext);
  const language = languageOfPath(url.pathname) ?? defaultLanguage;
  const [offers, config] = await Promise.all([latestOffers(db, language), readSiteConfig(db)]);
  return {
    offers,
    jsonLd: config ? agencyJsonLd(config, publicUrl ?? url.origin, language) : undefined,
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches[0].loaderData, "home", "home");

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      {loaderData.jsonLd ? (
        // A data block, not a script: the content security policy does not apply to it.
        <script
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON we built and escaped (agency-json-ld.ts)
          dangerouslySetInnerHTML={{ __html: loaderData.jsonLd }}
        />
      ) : null}
      <HomeHero />
      <LatestOffers cards={loaderData.offers} />
    </>
  );
}
