import type { Kysely } from "kysely";
import { writeSiteConfig } from "#app/data/config/site-config.server.ts";
import { replaceSiteContent } from "#app/data/content/content-writer.server.ts";
import type { Database } from "#app/data/schema.ts";
import type { Language } from "#app/i18n/languages.ts";
import { testSiteConfig } from "./site-config-fixture.ts";

const languages: Language[] = ["fr", "nl", "en", "de"];

/** An article's texts in the four languages of the test site: `${slug}-${language}`, a title, a body. */
export const textsOf = (slug: string, title: string) =>
  Object.fromEntries(
    languages.map((language) => [
      language,
      { slug: `${slug}-${language}`, title: `${title} ${language}`, body: `<p>${title}</p>` },
    ]),
  );

/**
 * The demo agency's configuration (fr, nl, en, de enabled), two visible testimonials ("anna" then
 * "bert") and the privacy statement, which the "privacy" menu page shows. Answers the articles' ids
 * (ADR 063's document keys).
 */
export async function seedArticles(
  db: Kysely<Database>,
): Promise<{ anna: number; bert: number; privacy: number }> {
  await writeSiteConfig(db, testSiteConfig());
  await db.transaction().execute((trx) =>
    replaceSiteContent(
      trx,
      {
        categories: [
          { key: "testimonials", sort: 0, names: { en: "Testimonials" } },
          { key: "pages", sort: 1, names: { en: "Pages" } },
        ],
        articles: [
          {
            category: "testimonials",
            sort: 0,
            details: { author: "Anna", rating: 5 },
            texts: textsOf("anna", "Anna"),
          },
          { category: "testimonials", sort: 1, texts: textsOf("bert", "Bert") },
          { key: "privacy", category: "pages", sort: 0, texts: textsOf("privacy", "Privacy") },
        ],
        pages: [
          {
            name: "Privacy",
            path: "privacy",
            sort: 0,
            params: {
              title: { fr: "Vie privée", nl: "Privacy", en: "Privacy", de: "Datenschutz" },
            },
            modules: [
              { sort: 0, view: "card-view", relation: { type: "article", key: "privacy" } },
            ],
          },
        ],
      },
      new Date(),
    ),
  );
  const rows = await db
    .selectFrom("article_translation")
    .select(["article_id", "slug"])
    .where("language", "=", "en")
    .execute();
  const idOf = (slug: string) => rows.find((row) => row.slug === slug)?.article_id ?? 0;
  return { anna: idOf("anna-en"), bert: idOf("bert-en"), privacy: idOf("privacy-en") };
}

/** A stored file (no bytes on disk: the desk's checks only ask that the site knows it). */
export async function insertMediaFile(db: Kysely<Database>, sha256: string): Promise<number> {
  const { id } = await db
    .insertInto("media_file")
    .values({
      sha256,
      mime_type: "image/jpeg",
      bytes: 1000,
      width: 800,
      height: 600,
      created_at: new Date(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}
