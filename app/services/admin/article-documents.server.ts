import type { Kysely } from "kysely";
import { readSiteConfig } from "#app/data/config/site-config.server.ts";
import { categoryIdOf, insertHiddenArticle } from "#app/data/content/article-collection.server.ts";
import {
  imageFileId,
  readArticleDocument,
  readArticleIds,
  readKnownMediaFiles,
  readTakenSlugs,
  writeArticleDocument,
} from "#app/data/content/article-documents.server.ts";
import type { Database } from "#app/data/schema.ts";
import type { Language } from "#app/i18n/languages.ts";
import { starterSiteConfig } from "#app/model/config/starter-config.ts";
import {
  type ArticleDocument,
  articleDocumentSchema,
  articleTitles,
  missingArticleLanguages,
} from "#app/model/content/article-document.ts";
import { sanitizeRichText } from "#app/model/content/safe-html.server.ts";
import { articlePageOf, pageUrl } from "#app/routing/route-table.ts";
import { issue } from "./page-documents.server.ts";
import { recordPageMove } from "./page-redirects.server.ts";
import type { DocumentIssues, DocumentKind } from "./site-documents.server.ts";

// ADR 063: an article is a document of kind "article", keyed by its id. Its bodies are sanitised when
// the draft is kept (ADR 058; the public reader sanitises again). Publishing one checks what the article
// alone cannot say (a title in every enabled language, slugs free, media that exist), writes its row,
// texts and documents, and records each address that moved as a 301 (ADR 057), in the publish's
// transaction.

export const articleId = (key: string) => (/^[1-9]\d{0,9}$/.test(key) ? Number(key) : undefined);

type ArticleText = NonNullable<ArticleDocument["texts"][Language]>;

/** The article as stored: every text's body reduced to the safe subset. */
function sanitized(article: ArticleDocument): ArticleDocument {
  const texts: ArticleDocument["texts"] = {};
  for (const [language, text] of Object.entries(article.texts) as [Language, ArticleText][])
    texts[language] = { ...text, body: sanitizeRichText(text.body) };
  return { ...article, texts };
}

/**
 * A missing language, a slug another article has, an image or a file the site does not store, a key
 * other than the one the article was made with (`live`: its stored state).
 */
async function articleIssues(
  db: Kysely<Database>,
  id: number,
  article: ArticleDocument,
  { enabled, live }: { enabled: readonly Language[]; live: ArticleDocument | undefined },
): Promise<DocumentIssues> {
  const slugs = Object.fromEntries(
    Object.entries(article.texts).map(([language, text]) => [language, text?.slug]),
  );
  const files = [
    ...(article.image ? [imageFileId(article.image.key)] : []),
    ...article.documents.map((document) => document.mediaFileId),
  ];
  const [taken, known] = await Promise.all([
    readTakenSlugs(db, id, slugs),
    readKnownMediaFiles(db, files),
  ]);
  return [
    // ADR 063 (amended): page modules name the article by its key, so no publish changes it.
    ...(article.key !== undefined && article.key !== live?.key
      ? [issue(["key"], "key-fixed")]
      : []),
    // A hidden article is shown nowhere: its languages are required when it is made visible.
    ...(article.status === "published"
      ? missingArticleLanguages(articleTitles(article), enabled)
      : []
    ).map((language) => issue(["texts", language, "title"], "missing-language", { language })),
    ...taken.map((language) => issue(["texts", language, "slug"], "slug-taken")),
    ...(article.image && !known.has(imageFileId(article.image.key))
      ? [issue(["image"], "unknown-media")]
      : []),
    ...article.documents.flatMap((document, index) =>
      known.has(document.mediaFileId) ? [] : [issue(["documents", index], "unknown-media")],
    ),
  ];
}

/** The article's public address in each language it shows in (none when hidden or without pages). */
function addresses(article: ArticleDocument | undefined): Map<Language, string> {
  const page = article && articlePageOf(article.category);
  if (!page || article.status !== "published") return new Map();
  return new Map(
    (Object.entries(article.texts) as [Language, { slug: string } | undefined][]).flatMap(
      ([language, text]) =>
        text ? [[language, pageUrl(page, language, { slug: text.slug })]] : [],
    ),
  );
}

export const articleKind: DocumentKind = {
  keys: async (db) => (await readArticleIds(db)).map(String),
  async hasKey(db, key) {
    const id = articleId(key);
    return id !== undefined && (await readArticleIds(db)).includes(id);
  },
  parse(_key, body) {
    const parsed = articleDocumentSchema.safeParse(body);
    return parsed.success ? { value: sanitized(parsed.data) } : { issues: parsed.error.issues };
  },
  async readLive(db, key) {
    const id = articleId(key);
    return id === undefined ? undefined : readArticleDocument(db, id);
  },
  async writeLive(db, key, value, { staffId, now }) {
    const id = Number(key);
    const article = value as ArticleDocument;
    const { enabled } = ((await readSiteConfig(db)) ?? starterSiteConfig).languages;
    const live = await readArticleDocument(db, id);
    const issues = await articleIssues(db, id, article, { enabled, live });
    if (issues.length > 0) return issues;
    const before = addresses(live);
    await writeArticleDocument(db, id, article, await categoryIdOf(db, article.category), now);
    // Issue 27: an address a visitor could reach that now shows elsewhere answers 301, in every language.
    for (const [language, to] of addresses(article)) {
      const from = before.get(language);
      if (from !== undefined && from !== to)
        await recordPageMove(db, { from, to, staffId: staffId ?? null }, now);
    }
    return undefined;
  },
  create: {
    canMake: (key) => articleId(key) !== undefined,
    async make(db, documents, now) {
      for (const [key, article] of documents) {
        const { category } = article as ArticleDocument;
        const categoryId = await categoryIdOf(db, category);
        await insertHiddenArticle(db, article as ArticleDocument, categoryId, now, Number(key));
      }
    },
  },
};
