import { type DefaultTreeAdapterTypes, parse } from "parse5";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeSiteConfig } from "#app/data/config/site-config.server.ts";
import { replaceSiteContent } from "#app/data/content/content-writer.server.ts";
import { demoContent } from "#scripts/demo/content.ts";
import { xssVectors } from "#tests/fixtures/xss-vectors.ts";
import { markupOutsideSubset } from "#tests/support/live-markup.ts";
import { testSiteConfig } from "#tests/support/site-config-fixture.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";

type Node = DefaultTreeAdapterTypes.ChildNode;

// ADR 058: rich text is sanitised when it is saved and again when a page shows it.
// The kept paragraph comes first: some vectors (an unclosed comment, plaintext) swallow what follows them.
const hostile = `<p>Still <strong>here</strong></p>${xssVectors.join("\n")}`;

const pastTheSanitiser = hostile.replaceAll("\u0000", "");

/** The children of every element with class "prose" (ArticleBody) in a whole page. */
function proseOf(page: string): Node[][] {
  const found: Node[][] = [];
  const visit = (nodes: Node[]) => {
    for (const node of nodes) {
      if (!("tagName" in node)) continue;
      const classes = node.attrs.find((a) => a.name === "class")?.value.split(" ") ?? [];
      if (classes.includes("prose")) found.push(node.childNodes);
      else visit(node.childNodes);
    }
  };
  visit(parse(page).childNodes);
  return found;
}

describe(`rich text on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let site: Awaited<ReturnType<typeof createTestApp>>;
  const page = async (path: string) => {
    const res = await site.app.request(`http://localhost${path}`);
    expect(res.status, path).toBe(200);
    return res.text();
  };
  const bodyOf = async (key: string) =>
    database.db
      .selectFrom("article_translation as t")
      .innerJoin("article as a", "a.id", "t.article_id")
      .select("t.body")
      .where("a.key", "=", key)
      .where("t.language", "=", "en")
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    database = await createTestDatabase();
    await writeSiteConfig(database.db, {
      ...testSiteConfig("Immo Lumière"),
      languages: { enabled: ["fr", "nl", "en"], default: "fr" },
    });
    const today = new Date("2026-11-22T00:00:00.000Z");
    const content = demoContent();
    for (const article of content.articles) {
      const en = article.texts.en;
      if (article.key === "about-us" && en) en.body = hostile;
    }
    await database.db.transaction().execute((trx) => replaceSiteContent(trx, content, today));
    // Written past the sanitiser, as a row from before it or a hand-made change would be.
    const { id } = await database.db
      .selectFrom("article")
      .select("id")
      .where("key", "=", "disclaimer")
      .executeTakeFirstOrThrow();
    await database.db
      .updateTable("article_translation")
      // PostgreSQL refuses a null byte in text, so only this direct write goes without them.
      .set({ body: pastTheSanitiser })
      .where("article_id", "=", id)
      .execute();
    site = await createTestApp(database);
  });
  afterAll(() => database.dispose());

  it("stores only the safe subset of what the content writer is given", async () => {
    const { body } = await bodyOf("about-us");
    expect(markupOutsideSubset(body)).toEqual([]);
    expect(body).toContain("<p>Still <strong>here</strong></p>");
  });

  it("shows only the safe subset of a stored text, even one written past the sanitiser", async () => {
    expect((await bodyOf("disclaimer")).body).toBe(pastTheSanitiser);
    for (const path of ["/en/about-us/", "/en/disclaimer/", "/fr/avertissement-legal/"]) {
      const prose = proseOf(await page(path));
      expect(prose.length, path).toBeGreaterThan(0);
      for (const nodes of prose) expect(markupOutsideSubset(nodes), path).toEqual([]);
    }
    expect(await page("/en/disclaimer/")).toContain("<p>Still <strong>here</strong></p>");
  });
});
