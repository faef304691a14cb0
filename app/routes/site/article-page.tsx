import { data, redirect } from "react-router";
import { dbContext, siteContext, visitorContext } from "#app/contexts.ts";
import { readArticle, readArticleSlugs } from "#app/data/content/content-reader.server.ts";
import { cleanDescription } from "#app/domain/text.ts";
import { ArticlePage } from "#app/features/content/article-page.tsx";
import { PageFrame } from "#app/features/shell/page-frame.tsx";
import { alternatesOf, pageBanner } from "#app/model/content/page-view.ts";
import { pageOfRoute } from "#app/routing/page-of-route.ts";
import { type PageDefinition, pageTable, pageUrl } from "#app/routing/route-table.ts";
import { described } from "#app/seo/page-description.server.ts";
import { pageMeta } from "#app/seo/page-meta.ts";
import type { Route } from "./+types/article-page";

// An article on a page of its own: the standalone texts (disclaimer, cookie policy, privacy statement)
// and the article routes of docs/requirements.md §2 (/testimonials/{slug}/, /nos-services/{slug}/, /actus/{slug}/,
// /documents/{slug}/ and their forms in each language).
export async function loader({ url, pattern, params, context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const { config, articleDrafts } = context.get(siteContext);
  const page = pageOfRoute(pattern)?.page;
  if (!page) throw data(null, { status: 404 });
  const { language } = context.get(visitorContext);
  const row: PageDefinition = pageTable[page];
  const drafts = await articleDrafts();
  const article = await readArticle(
    db,
    language,
    row.article ? { key: row.article } : { category: row.category ?? "", slug: params.slug ?? "" },
    drafts,
  );
  if (!article) throw data(null, { status: 404 });
  // The router matches without case; the canonical URL has the slug as stored.
  const own = pageUrl(page, language, { slug: article.slug });
  if (params.slug && own !== url.pathname) throw redirect(own, 301);
  const slugs = row.category ? await readArticleSlugs(db, article.id, drafts) : undefined;
  const alternates = alternatesOf((l) =>
    slugs ? (slugs[l] ? pageUrl(page, l, { slug: slugs[l] }) : undefined) : pageUrl(page, l),
  );
  const description = cleanDescription(article.summary, 160) || undefined;
  return {
    head: described({ title: article.title, description, alternates }, language, config),
    article,
    category: row.category,
    banner: pageBanner(config, { title: article.title }),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData ? pageMeta(matches[1].loaderData, loaderData.head) : [];

export default function ArticleRoute({ loaderData }: Route.ComponentProps) {
  const { article, banner, category } = loaderData;
  return (
    <PageFrame
      heading={article.title}
      banner={banner}
      breadcrumb={[{ label: article.title, url: "" }]}
    >
      <ArticlePage article={article} category={category} />
    </PageFrame>
  );
}
