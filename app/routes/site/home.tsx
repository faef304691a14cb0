import { JsonLd } from "#app/components/ui/json-ld.tsx";
import { dbContext, requestContext, siteContext, visitorContext } from "#app/contexts.ts";
import { searchCounts } from "#app/data/catalogue/search-counts.server.ts";
import { homeBanner } from "#app/data/content/home-banner.server.ts";
import { loadModules } from "#app/data/content/page-modules.server.ts";
import { PageModules } from "#app/features/content/page-modules.tsx";
import { HomeBanner } from "#app/features/home/home-banner.tsx";
import { HomeSearch } from "#app/features/home-search/home-search.tsx";
import { PropertyList } from "#app/features/listings/property-list.tsx";
import { bundles, messages } from "#app/locales/messages.server.ts";
import { searchBlockView } from "#app/model/config/search-block-view.ts";
import { alternatesOf } from "#app/model/content/page-view.ts";
import { pageUrl } from "#app/routing/route-table.ts";
import { searchDataUrl } from "#app/routing/search-data-urls.ts";
import { agencyJsonLd } from "#app/seo/agency-json-ld.ts";
import { menuPageHead } from "#app/seo/menu-page-head.ts";
import { described } from "#app/seo/page-description.server.ts";
import { pageMeta } from "#app/seo/page-meta.ts";
import { currentSearchFile } from "#app/services/home-search/search-file.server.ts";
import type { Route } from "./+types/home";

// docs/requirements.md §2 Home page: banner, search block, then the modules of the "home" menu page.
export async function loader({ context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const { language } = context.get(visitorContext);
  const { config, menuPages, articleDrafts } = context.get(siteContext);
  const pages = await menuPages();
  const home = pages.find((page) => page.path.toLowerCase() === "home");
  const alternates = alternatesOf((l) => pageUrl("home", l));
  const { title } = messages[language].listings.home;
  const head = home?.params.seo[language]?.isActiveSEO
    ? { ...menuPageHead(pages, home, language), alternates }
    : { title, alternates };
  const [counts, searchFile] = await Promise.all([
    searchCounts(db, language),
    currentSearchFile(db, language),
  ]);
  return {
    head: described(head, language, config, { type: "home" }),
    banner: await homeBanner(db, config, language),
    search: {
      block: searchBlockView(config, counts.total, language),
      dataUrl: searchDataUrl(language, searchFile.hash),
    },
    modules: home
      ? await loadModules(db, home.modules, language, config, await articleDrafts())
      : [],
    jsonLd: config ? agencyJsonLd(config, context.get(requestContext).origin, language) : undefined,
    messages: bundles(language, ["listings"]),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData ? pageMeta(matches[1].loaderData, loaderData.head) : [];

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      {loaderData.jsonLd ? <JsonLd json={loaderData.jsonLd} /> : null}
      <HomeBanner banner={loaderData.banner} />
      <HomeSearch {...loaderData.search} />
      <PageModules
        modules={loaderData.modules}
        propertyList={(module, cards) => <PropertyList module={module} cards={cards} />}
      />
    </>
  );
}
