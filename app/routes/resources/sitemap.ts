import { dbContext, requestContext, siteContext } from "#app/contexts.ts";
import { readListingPlaces } from "#app/data/catalogue/listing-sitemap.server.ts";
import { readArticleSlugsOf } from "#app/data/content/content-reader.server.ts";
import { type Language, languages } from "#app/i18n/languages.ts";
import { articleRouteCategories } from "#app/model/content/article.ts";
import { alternatesOf, type PageHead } from "#app/model/content/page-view.ts";
import { listingUrls } from "#app/routing/listing-urls.ts";
import { menuEntries } from "#app/routing/menu-urls.ts";
import {
  articlePageOf,
  matchPage,
  pageKeys,
  pageTable,
  pageUrl,
} from "#app/routing/route-table.ts";
import type { Route } from "./+types/sitemap";

// sitemap.xml: every page in every enabled language it exists in (the table's pages, the agency's
// menu pages, the articles with pages of their own, every property and project), each with its
// alternates (hreflang) and x-default.
export async function loader({ context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const { origin } = context.get(requestContext);
  const { config, menuPages } = context.get(siteContext);
  const [pages, articles, listings] = await Promise.all([
    menuPages(),
    readArticleSlugsOf(db, articleRouteCategories),
    readListingPlaces(db).then((places) => places.map(listingUrls)),
  ]);
  const enabled: readonly Language[] = config?.languages.enabled ?? languages;
  const tablePages = pageKeys
    .filter((page) => !pageTable[page].paths.fr.includes(":"))
    .map((page) => alternatesOf((l) => pageUrl(page, l)));
  // Menu pages the table does not already list, each in every language.
  const extraMenuPages = menuEntries(pages, "en")
    .filter((entry) => !matchPage(entry.url))
    .map((entry) =>
      alternatesOf((l) => menuEntries(pages, l).find((e) => e.page === entry.page)?.url),
    );
  const articlePages = articles.flatMap(({ category, slugs }) => {
    const page = articlePageOf(category);
    if (!page) return [];
    return [alternatesOf((l) => (slugs[l] ? pageUrl(page, l, { slug: slugs[l] }) : undefined))];
  });
  const absolute = (path: string) => escapeXml(new URL(path, origin).href);
  const entries = [...tablePages, ...extraMenuPages, ...articlePages, ...listings].flatMap(
    (alternates: PageHead["alternates"]) => {
      const present = enabled.filter((l) => alternates[l]);
      const links = present
        .map(
          (l) =>
            `<xhtml:link rel="alternate" hreflang="${l}" href="${absolute(alternates[l] ?? "")}"/>`,
        )
        .join("");
      return present.map(
        (l) =>
          `<url><loc>${absolute(alternates[l] ?? "")}</loc>${links}<xhtml:link rel="alternate" hreflang="x-default" href="${absolute("/")}"/></url>`,
      );
    },
  );
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join("\n")}\n</urlset>\n`;
  return new Response(body, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
