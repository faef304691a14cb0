import { data, redirect } from "react-router";
import { dbContext, siteContext, visitorContext } from "#app/contexts.ts";
import { findArticleSlug } from "#app/data/content/content-reader.server.ts";
import { findOriginalMenuPage, urlOfMenuPage } from "#app/routing/menu-urls.ts";
import { matchOriginal, pageTable, pageUrl } from "#app/routing/route-table.ts";
import type { Route } from "./+types/original-path";

// docs/requirements.md §2: the original, unprefixed paths (/for-sale/, /Contact-demand/, /A-propos-de-nous/,
// /actus/{slug}/, any menu page's /{path}/) keep working: 301 to the page in the visitor's language
// (the remembered one, else the configured default), query string kept. Unknown ones are 404.
export async function loader({ url, context }: Route.LoaderArgs) {
  const { preferredLanguage } = context.get(visitorContext);
  const target = await targetOf(context, url.pathname, preferredLanguage);
  if (!target) throw data(null, { status: 404 });
  return redirect(`${target}${url.search}`, { status: 301, headers: { Vary: "Cookie" } });
}

async function targetOf(
  context: Route.LoaderArgs["context"],
  pathname: string,
  language: Parameters<typeof pageUrl>[1],
): Promise<string | undefined> {
  const table = matchOriginal(pathname);
  if (table) {
    const { category } = pageTable[table.page] as { category?: string };
    if (!category || !table.params.slug) return pageUrl(table.page, language);
    const slug = await findArticleSlug(
      context.get(dbContext),
      category,
      table.params.slug,
      language,
    );
    return slug ? pageUrl(table.page, language, { slug }) : undefined;
  }
  const pages = await context.get(siteContext).menuPages();
  const page = findOriginalMenuPage(pages, pathname.split("/").filter(Boolean));
  return page ? urlOfMenuPage(pages, page, language) : undefined;
}

export default function OriginalPath() {
  return null;
}
