import type { Kysely } from "kysely";
import { groupByKey } from "#app/data/rows.server.ts";
import type { Database } from "#app/data/schema.ts";
import type { Language } from "#app/i18n/languages.ts";
import { type ArticleDrafts, noArticleDrafts } from "#app/model/content/article-document.ts";
import { draftedKeyedLanguages, draftedSlugs } from "./article-drafts.server.ts";

// What the sitemap lists of the articles: those with pages of their own and the standalone texts, in
// each language they are written in. In an admin's preview (ADR 061) the drafts stand for their rows.

/** Every published article of these categories with its slug per language (for the sitemap). */
export async function readArticleSlugsOf(
  db: Kysely<Database>,
  categoryKeys: readonly string[],
  drafts: ArticleDrafts = noArticleDrafts,
): Promise<{ category: string; slugs: Partial<Record<Language, string>> }[]> {
  const drafted = [...drafts.keys()];
  const rows = await db
    .selectFrom("article_translation as t")
    .innerJoin("article as a", "a.id", "t.article_id")
    .innerJoin("category as c", "c.id", "a.category_id")
    .select(["a.id", "c.key as category", "t.language", "t.slug"])
    .where("a.status", "=", "published")
    .where("c.key", "in", [...categoryKeys])
    .$if(drafted.length > 0, (q) => q.where("a.id", "not in", drafted))
    .orderBy("a.id")
    .execute();
  return [
    ...[...groupByKey(rows, (row) => row.id).values()].map((group) => ({
      category: group[0]?.category ?? "",
      slugs: Object.fromEntries(group.map((row) => [row.language, row.slug])),
    })),
    ...[...drafts.values()]
      .filter((article) => article.status === "published")
      .filter((article) => categoryKeys.includes(article.category))
      .map((article) => ({ category: article.category, slugs: draftedSlugs(article) })),
  ];
}

/** The languages each published article of these keys is written in (for the sitemap). */
export async function readKeyedArticleLanguages(
  db: Kysely<Database>,
  keys: readonly string[],
  drafts: ArticleDrafts = noArticleDrafts,
): Promise<Map<string, Language[]>> {
  if (keys.length === 0) return new Map();
  const drafted = [...drafts.keys()];
  const rows = await db
    .selectFrom("article_translation as t")
    .innerJoin("article as a", "a.id", "t.article_id")
    .select(["a.key", "t.language"])
    .where("a.status", "=", "published")
    .where("a.key", "in", [...keys])
    .$if(drafted.length > 0, (q) => q.where("a.id", "not in", drafted))
    .execute();
  if (drafted.length > 0) rows.push(...(await draftedKeyedLanguages(db, keys, drafts)));
  const languagesOf = new Map<string, Language[]>();
  for (const { key, language } of rows) {
    if (key === null) continue;
    languagesOf.set(key, [...(languagesOf.get(key) ?? []), language as Language]);
  }
  return languagesOf;
}
