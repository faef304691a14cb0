import { alternatesOf, menuPageHead } from "../content/page-view.ts";
import { appContext } from "../context.ts";
import { readMenuPages } from "../data/content-reader.server.ts";
import { homeBanner } from "../data/home-banner.server.ts";
import { loadModules } from "../data/page-modules.server.ts";
import { readSiteConfig } from "../data/site-config.server.ts";
import { PageModules } from "../features/content/page-modules.tsx";
import { HomeBanner } from "../features/home/home-banner.tsx";
import { PropertyList } from "../features/listings/property-list.tsx";
import { defaultLanguage, languageOfPath } from "../i18n/languages.ts";
import { messages } from "../locales/messages.server.ts";
import { agencyJsonLd } from "../routing/agency-json-ld.ts";
import { described } from "../routing/page-description.server.ts";
import { pageMeta } from "../routing/page-meta.ts";
import { pageUrl } from "../routing/route-table.ts";
import type { Route } from "./+types/home";

// spec §2 Home page: banner, search block (browse capability), then the modules of the "home" menu page.
export async function loader({ url, context }: Route.LoaderArgs) {
  const { db, origin } = context.get(appContext);
  const language = languageOfPath(url.pathname) ?? defaultLanguage;
  const [pages, config] = await Promise.all([readMenuPages(db), readSiteConfig(db)]);
  const home = pages.find((page) => page.path.toLowerCase() === "home");
  const alternates = alternatesOf((l) => pageUrl("home", l));
  const { title } = messages[language].home;
  const head = home?.params.seo[language]?.isActiveSEO
    ? { ...menuPageHead(pages, home, language), alternates }
    : { title, alternates };
  return {
    head: described(head, language, config, { type: "home" }),
    banner: await homeBanner(db, config, language),
    modules: home ? await loadModules(db, home.modules, language, config) : [],
    jsonLd: config ? agencyJsonLd(config, origin, language) : undefined,
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData ? pageMeta(matches[0].loaderData, loaderData.head) : [];

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
      <HomeBanner banner={loaderData.banner} />
      <PageModules
        modules={loaderData.modules}
        propertyList={(module, cards) => <PropertyList module={module} cards={cards} />}
      />
    </>
  );
}
