import { rm } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeSiteConfig } from "#app/data/config/site-config.server.ts";
import { writeDemoContent } from "#tests/support/demo-content.ts";
import { testSiteConfig } from "#tests/support/site-config-fixture.ts";
import { importIntoTestDatabase } from "#tests/support/snapshot-files.ts";
import { owner, snapshot } from "#tests/support/snapshot-fixture.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";

// An owner and the CRM's history of their property are for the owner portal only (spec §3, §6): nothing
// of them reaches a public page, its data request, the listings, the home page or the sitemap.
const [villa] = owner.Properties ?? [];
const secrets = [
  owner.Name,
  "Vandamme",
  owner.Email,
  "mireille.vandamme",
  ...[...(villa?.Communications ?? []), ...(villa?.CalendarVisits ?? [])].flatMap((entry) => [
    entry.Contact ?? "",
    entry.Subject ?? "",
    entry.Comment ?? "",
  ]),
].filter((secret) => secret.length > 0);

describe(`an owned property's public pages, on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let folder: string;
  let site: Awaited<ReturnType<typeof createTestApp>>;
  const get = (path: string, headers: Record<string, string> = {}) =>
    site.app.request(`http://localhost${path}`, { headers, redirect: "manual" });

  beforeAll(async () => {
    database = await createTestDatabase();
    await writeSiteConfig(database.db, testSiteConfig("Immo Lumière"));
    folder = await importIntoTestDatabase(database.db, { ...snapshot, owners: [owner] });
    await writeDemoContent(database.db);
    site = await createTestApp(database);
  });
  afterAll(async () => {
    await database.dispose();
    await rm(folder, { recursive: true, force: true });
  });

  async function pageAndData(path: string): Promise<string[]> {
    const page = await get(path);
    expect(page.status, path).toBe(200);
    const data = await get(`${path}_.data`);
    expect(data.status, `${path}_.data`).toBe(200);
    return [await page.text(), await data.text()];
  }

  it("send nothing of its owner or of its history", async () => {
    const stored = await database.db.selectFrom("communication").select("comment").execute();
    expect(stored.map((row) => row.comment)).toContain(villa?.Communications?.[0]?.Comment);
    const frenchPage = (await get("/property/101/", { Cookie: "lang=fr" })).headers.get("Location");
    const dutchPage = (await get("/property/101/", { Cookie: "lang=nl" })).headers.get("Location");
    const responses = [
      ...(await pageAndData(frenchPage ?? "")),
      ...(await pageAndData(dutchPage ?? "")),
      ...(await pageAndData("/fr/")),
      ...(await pageAndData("/fr/a-vendre/")),
      ...(await pageAndData("/nl/te-koop/")),
      await (await get("/sitemap.xml")).text(),
    ];
    expect(responses[0]).toContain("Villa lumineuse");
    for (const secret of secrets) {
      const found = responses.filter((text) => text.toLowerCase().includes(secret.toLowerCase()));
      expect(found.length, `"${secret}" was sent`).toBe(0);
    }
  });
});
