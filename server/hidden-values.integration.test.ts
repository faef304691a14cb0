import { rm } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeSiteConfig } from "#app/data/config/site-config.server.ts";
import { writeDemoContent } from "#tests/support/demo-content.ts";
import { testSiteConfig } from "../tests/support/site-config-fixture.ts";
import { importIntoTestDatabase } from "../tests/support/snapshot-files.ts";
import { owner, snapshot } from "../tests/support/snapshot-fixture.ts";
import { createTestApp } from "../tests/support/test-app.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "../tests/support/test-database.ts";

// PRODUCT.md: what the CRM marks as not public (PublishPrice false, PublishAddress false) never leaves
// the server: not in the HTML, the hydration data, a client navigation's data, JSON-LD or the sitemap.
// Nor does anything of an owner and the CRM's history of their property, which are for the owner portal
// only (spec §3 Owner portal tables, §6).
// A unit of a project, for rent, with a hidden price, a hidden address and fees worked out from its price.
const hidden = {
  price: 487513,
  street: "Rue Introuvable",
  houseNumber: "9173",
  registrationRights: 60939,
  notaryFees: 3517,
};
const secrets = [
  String(hidden.price),
  "487.513",
  hidden.street,
  hidden.houseNumber,
  String(hidden.registrationRights),
  "60.939",
  String(hidden.notaryFees),
  "3.517",
  // The fixture's exact position (a map may only ever get a point moved away from it).
  "49.6116",
  "6.1319",
];

describe(`values the CRM keeps private, on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let folder: string;
  let site: Awaited<ReturnType<typeof createTestApp>>;
  const get = (path: string, headers: Record<string, string> = {}) =>
    site.app.request(`http://localhost${path}`, { headers, redirect: "manual" });

  beforeAll(async () => {
    database = await createTestDatabase();
    await writeSiteConfig(database.db, testSiteConfig("Immo Lumière"));
    const [villaFr, villaNl, unit] = snapshot.properties ?? [];
    const privateUnit = {
      ...unit,
      ID: 102,
      Price: hidden.price,
      PublishPrice: false,
      PublishAddress: false,
      Street: hidden.street,
      HouseNumber: hidden.houseNumber,
      RegistrationRights: hidden.registrationRights,
      NotaryFees: hidden.notaryFees,
    };
    folder = await importIntoTestDatabase(database.db, {
      ...snapshot,
      properties: [
        villaFr,
        villaNl,
        privateUnit,
        { ...privateUnit, language: "fr", TypeDescription: "Studio au centre", City: "Luxembourg" },
      ].filter((p) => p !== undefined),
      owners: [owner],
    });
    // The menu pages (For rent...) and the home page's modules (latest offers).
    await writeDemoContent(database.db);
    site = await createTestApp(database);
  });
  afterAll(async () => {
    await database.dispose();
    await rm(folder, { recursive: true, force: true });
  });

  /** A page and the data a client navigation to it would fetch. */
  async function pageAndData(path: string): Promise<string[]> {
    const page = await get(path);
    expect(page.status, path).toBe(200);
    const data = await get(`${path}_.data`);
    expect(data.status, `${path}_.data`).toBe(200);
    return [await page.text(), await data.text()];
  }

  it("shows the unit with its price on request and without its street", async () => {
    const moved = await get("/property/102/", { Cookie: "lang=de" });
    const unitPage = moved.headers.get("Location") ?? "";
    expect(unitPage).toMatch(/^\/de\/zu-vermieten\/.+\/102\/$/);
    const [html] = await pageAndData(unitPage);
    expect(html).toContain("Preis auf Anfrage");
  });

  it("sends none of them in any response", async () => {
    const unitPage = (await get("/property/102/", { Cookie: "lang=de" })).headers.get("Location");
    // The project shows its units as cards.
    const projectPage = (await get("/project/7/", { Cookie: "lang=fr" })).headers.get("Location");
    const responses = [
      ...(await pageAndData(unitPage ?? "")),
      ...(await pageAndData(projectPage ?? "")),
      ...(await pageAndData("/de/")),
      ...(await pageAndData("/de/zu-vermieten/")),
      ...(await pageAndData("/fr/a-louer/")),
      await (await get("/sitemap.xml")).text(),
    ];
    expect(responses.join("\n").length).toBeGreaterThan(10_000);
    for (const secret of secrets) {
      const found = responses.filter((text) => text.includes(secret));
      expect(found.length, `"${secret}" was sent`).toBe(0);
    }
  });

  it("sends nothing of an owner or of their property's history", async () => {
    const [ownedVilla] = owner.Properties ?? [];
    const ownerSecrets = [
      owner.Name,
      "Vandamme",
      "mireille.vandamme",
      ...[...(ownedVilla?.Communications ?? []), ...(ownedVilla?.CalendarVisits ?? [])].flatMap(
        (entry) => [entry.Contact ?? "", entry.Subject ?? "", entry.Comment ?? ""],
      ),
    ].filter((secret) => secret.length > 0);
    const stored = await database.db.selectFrom("communication").select("comment").execute();
    expect(stored.map((row) => row.comment)).toContain(ownedVilla?.Communications?.[0]?.Comment);
    const villaPages = await Promise.all(
      ["fr", "nl"].map(async (language) => {
        const moved = await get("/property/101/", { Cookie: `lang=${language}` });
        return pageAndData(moved.headers.get("Location") ?? "");
      }),
    );
    const responses = [
      ...villaPages.flat(),
      ...(await pageAndData("/fr/")),
      ...(await pageAndData("/fr/a-vendre/")),
      ...(await pageAndData("/nl/te-koop/")),
      await (await get("/sitemap.xml")).text(),
    ];
    expect(responses[0]).toContain("Villa lumineuse");
    for (const secret of ownerSecrets) {
      const found = responses.filter((text) => text.toLowerCase().includes(secret.toLowerCase()));
      expect(found.length, `"${secret}" was sent`).toBe(0);
    }
  });
});
