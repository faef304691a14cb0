import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeSiteConfig } from "#app/data/config/site-config.server.ts";
import { testSiteConfig } from "#tests/support/site-config-fixture.ts";
import { addTestStaff, staffSessionCookie } from "#tests/support/staff-sessions.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";

// docs/requirements.md §17, ADR 049: the public pages' first-load JavaScript does not grow with the
// staff desk. A page's scripts are the modules its HTML imports and, recursively, theirs (the build's
// files); none of a public page's may hold the desk's code, which a desk page's do.

const assets = join(process.cwd(), "build/client");
/** Class names only the desk's shell and the owner portal's pieces (shown at the desk too) use. */
const deskMarkers = ["desk-bar", "owner-property__media"];
/** The rich-text editor (ADR 058): ProseMirror's class, which minification keeps, and the toolbar's. */
const editorMarkers = ["ProseMirror", "rich-text__toolbar"];

function moduleClosure(html: string): Map<string, string> {
  const files = new Map<string, string>();
  const visit = (path: string) => {
    if (files.has(path)) return;
    const code = readFileSync(join(assets, path), "utf8");
    files.set(path, code);
    // A static import is quoted "…"; the build quotes a lazy import() with backticks.
    for (const [, next] of code.matchAll(/(?:from|import)\s*\(?\s*["`]\.\/([\w.-]+\.js)["`]/g))
      visit(`assets/${next}`);
  };
  for (const [, path] of html.matchAll(/"\/(assets\/[\w.-]+\.js)"/g))
    if (path && !path.startsWith("assets/manifest-")) visit(path);
  return files;
}

const holding = (markers: string[]) => (files: Map<string, string>) =>
  [...files].filter(([, code]) => markers.some((marker) => code.includes(marker)));
const holdsDesk = holding(deskMarkers);
const holdsEditor = holding(editorMarkers);

describe(`the desk's code on public pages, on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let site: Awaited<ReturnType<typeof createTestApp>>;
  let cookie: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    await writeSiteConfig(database.db, testSiteConfig("Immo Lumière"));
    cookie = await staffSessionCookie(
      database.db,
      await addTestStaff(database.db, { role: "admin" }),
    );
    site = await createTestApp(database);
  });
  afterAll(() => database.dispose());

  const page = async (path: string, headers: Record<string, string> = {}) => {
    const res = await site.app.request(`http://localhost${path}`, { headers });
    expect(res.status).toBe(200);
    return moduleClosure(await res.text());
  };

  it("loads none of it on a public page", async () => {
    for (const path of ["/en/", "/fr/", "/en/login/"]) {
      const files = await page(path);
      expect(files.size).toBeGreaterThan(2);
      expect(holdsDesk(files).map(([file]) => `${path} ${file}`)).toEqual([]);
      expect(holdsEditor(files).map(([file]) => `${path} ${file}`)).toEqual([]);
    }
  });

  it("loads the rich-text editor only on a desk page with a rich-text field", async () => {
    expect(holdsEditor(await page("/admin/", { cookie }))).toEqual([]);
    // The default site's standalone text "about-us" (migration 0008), in its editor (ADR 063).
    const { id } = await database.db
      .selectFrom("article")
      .select("id")
      .where("key", "=", "about-us")
      .executeTakeFirstOrThrow();
    const editor = await page(`/admin/collections/pages/${id}/`, { cookie });
    expect(holdsEditor(editor).length).toBeGreaterThan(0);
  });

  it("loads it on a desk page, so that the check above can see it", async () => {
    const files = await page("/admin/", { cookie });
    expect(holdsDesk(files).length).toBeGreaterThan(0);
  });
});
