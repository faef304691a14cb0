import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeSiteConfig } from "#app/data/config/site-config.server.ts";
import { importRedirects } from "#app/services/admin/redirects.server.ts";
import { writeDemoContent } from "#tests/support/demo-content.ts";
import { testSiteConfig } from "#tests/support/site-config-fixture.ts";
import { addTestStaff } from "#tests/support/staff-sessions.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";

// Issue 27, ADR 057: the agency's old addresses answer 301 where the site has no page, on every server.
describe(`redirects of old addresses on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let first: Awaited<ReturnType<typeof createTestApp>>;
  let second: Awaited<ReturnType<typeof createTestApp>>;
  const get = (site: typeof first, path: string, method = "GET") =>
    site.app.request(`http://localhost${path}`, { method, redirect: "manual" });

  beforeAll(async () => {
    database = await createTestDatabase();
    await writeSiteConfig(database.db, testSiteConfig("Immo Lumière"));
    await writeDemoContent(database.db);
    const staffId = await addTestStaff(database.db, { role: "admin" });
    await importRedirects(
      database.db,
      { staffId, clientAddress: "198.51.100.7" },
      "/page.php;/fr/a-vendre/\n/equipe/;https://team.agency.example/\n/tarifs/;/fr/contact/?sujet=prix",
      { dryRun: false },
      new Date(),
    );
    first = await createTestApp(database);
    second = await createTestApp(database);
  });
  afterAll(() => database.dispose());

  it("answers 301 for an old address, the visitor's query kept unless the target has its own", async () => {
    const moved = await get(first, "/page.php?utm_source=mail&id=3");
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/fr/a-vendre/?utm_source=mail&id=3");
    expect((await get(first, "/equipe/")).headers.get("location")).toBe(
      "https://team.agency.example/",
    );
    expect((await get(first, "/tarifs/?x=1")).headers.get("location")).toBe(
      "/fr/contact/?sujet=prix",
    );
    expect((await get(first, "/page.php", "HEAD")).status).toBe(301);
  });

  it("reaches an old address written without its slash in two steps, as any page", async () => {
    const slashed = await get(first, "/equipe");
    expect(slashed.status).toBe(301);
    expect(slashed.headers.get("location")).toBe("/equipe/");
  });

  it("leaves unknown addresses 404, and a page of the site wins over a redirect of its path", async () => {
    expect((await get(first, "/never-was/")).status).toBe(404);
    expect((await get(first, "/page.php", "POST")).status).not.toBe(301);
    // Written past the desk's checks, as an old table might hold it.
    await database.db
      .insertInto("redirect")
      .values({
        from_path: "/fr/a-vendre/",
        to_path: "/en/",
        origin: "import",
        staff_id: null,
        created_at: new Date(),
      })
      .execute();
    await database.db
      .updateTable("site_setting")
      .set({ value: "with-a-live-path" })
      .where("key", "=", "content.version")
      .execute();
    expect((await get(first, "/fr/a-vendre/")).status).toBe(200);
  });

  it("is seen by another server on the same database once the content version changes", async () => {
    expect((await get(second, "/ancien-blog/")).status).toBe(404);
    // What another server's write leaves: a row and another version, no word in this process.
    await database.db
      .insertInto("redirect")
      .values({
        from_path: "/ancien-blog/",
        to_path: "/fr/",
        origin: "desk",
        staff_id: null,
        created_at: new Date(),
      })
      .execute();
    await database.db
      .updateTable("site_setting")
      .set({ value: "changed-on-another-server" })
      .where("key", "=", "content.version")
      .execute();
    let status = 404;
    for (let i = 0; i < 150 && status !== 301; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = (await get(second, "/ancien-blog/")).status;
    }
    expect(status).toBe(301);
    expect((await get(second, "/ancien-blog/")).headers.get("location")).toBe("/fr/");
  });
});
