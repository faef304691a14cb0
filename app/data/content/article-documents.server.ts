import type { Kysely } from "kysely";
import { isoTimestamp } from "#app/data/rows.server.ts";
import type { Database } from "#app/data/schema.ts";
import type { Language } from "#app/i18n/languages.ts";
import { articleSchema } from "#app/model/content/article.ts";
import type { ArticleDocument } from "#app/model/content/article-document.ts";
import { bumpContentVersion } from "./content-version.server.ts";

// An article as one document of the desk (ADR 063): its article row, its translations and its document
// attachments, read and written together.

/** Every article's id, oldest first. */
export async function readArticleIds(db: Kysely<Database>): Promise<number[]> {
  const rows = await db.selectFrom("article").select("id").orderBy("id").execute();
  return rows.map((row) => row.id);
}

export async function readArticleDocument(
  db: Kysely<Database>,
  id: number,
): Promise<ArticleDocument | undefined> {
  const [row, texts, documents] = await Promise.all([
    db
      .selectFrom("article as a")
      .innerJoin("category as c", "c.id", "a.category_id")
      .select(["a.key", "c.key as category", "a.status", "a.sort", "a.details", "a.published_at"])
      .where("a.id", "=", id)
      .executeTakeFirst(),
    db
      .selectFrom("article_translation")
      .select(["language", "slug", "title", "summary", "body"])
      .where("article_id", "=", id)
      .orderBy("language")
      .execute(),
    db
      .selectFrom("attachment")
      .select(["media_file_id", "name"])
      .where("article_id", "=", id)
      .where("kind", "=", "document")
      .orderBy("position")
      .execute(),
  ]);
  if (!row) return undefined;
  const { image, ...details } = JSON.parse(row.details) as Record<string, unknown>;
  return {
    ...(row.key !== null && { key: row.key }),
    category: row.category as ArticleDocument["category"],
    status: row.status === "published" ? "published" : "draft",
    sort: row.sort,
    ...(row.published_at && { publishedAt: isoTimestamp(row.published_at) }),
    ...(image !== undefined && { image: articleSchema.shape.image.parse(image) }),
    details: articleSchema.shape.details.parse(details),
    texts: Object.fromEntries(
      texts.map(({ language, ...text }) => [language, text]),
    ) as ArticleDocument["texts"],
    documents: documents.flatMap((d) =>
      d.media_file_id === null ? [] : [{ mediaFileId: d.media_file_id, name: d.name ?? "" }],
    ),
  };
}

/** An article's stable name, the one page modules and standalone texts' pages point to (ADR 063). */
export async function readArticleKey(
  db: Kysely<Database>,
  id: number,
): Promise<string | undefined> {
  const row = await db.selectFrom("article").select("key").where("id", "=", id).executeTakeFirst();
  return row?.key ?? undefined;
}

/** The languages in which another article already has this slug (slugs are unique per language). */
export async function readTakenSlugs(
  db: Kysely<Database>,
  id: number,
  slugs: Partial<Record<Language, string>>,
): Promise<Language[]> {
  const wanted = Object.entries(slugs);
  if (wanted.length === 0) return [];
  const rows = await db
    .selectFrom("article_translation")
    .select("language")
    .where("article_id", "!=", id)
    .where((eb) =>
      eb.or(
        wanted.map(([language, slug]) =>
          eb.and([eb("language", "=", language), eb("slug", "=", slug)]),
        ),
      ),
    )
    .execute();
  return rows.map((row) => row.language as Language);
}

/** Which of these stored files exist. */
export async function readKnownMediaFiles(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom("media_file").select("id").where("id", "in", ids).execute();
  return new Set(rows.map((row) => row.id));
}

/** The id of a library image's stored file: the number its key starts with (`12-abcdef012345`). */
export const imageFileId = (key: string) => Number(key.split("-")[0]);

export const articleRow = (article: ArticleDocument, categoryId: number, now: Date) => ({
  category_id: categoryId,
  status: article.status,
  sort: article.sort,
  image_id: article.image ? imageFileId(article.image.key) : null,
  details: JSON.stringify({ ...article.details, image: article.image }),
  published_at: article.publishedAt ? new Date(article.publishedAt) : null,
  updated_at: now,
});

/** Replaces an article's row, texts and documents, and changes the content version. */
export async function writeArticleDocument(
  db: Kysely<Database>,
  id: number,
  article: ArticleDocument,
  categoryId: number,
  now: Date,
): Promise<void> {
  await db
    .updateTable("article")
    .set(articleRow(article, categoryId, now))
    .where("id", "=", id)
    .execute();
  await db.deleteFrom("article_translation").where("article_id", "=", id).execute();
  const texts = Object.entries(article.texts).map(([language, text]) => ({
    article_id: id,
    language,
    ...text,
  }));
  if (texts.length > 0) await db.insertInto("article_translation").values(texts).execute();
  await db
    .deleteFrom("attachment")
    .where("article_id", "=", id)
    .where("kind", "=", "document")
    .execute();
  if (article.documents.length > 0)
    await db
      .insertInto("attachment")
      .values(
        article.documents.map((document, position) => ({
          article_id: id,
          property_id: null,
          project_id: null,
          kind: "document" as const,
          position,
          media_file_id: document.mediaFileId,
          url: null,
          name: document.name,
          width: null,
          height: null,
        })),
      )
      .execute();
  await bumpContentVersion(db);
}
