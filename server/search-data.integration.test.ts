import { rm } from "node:fs/promises";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeSiteConfig } from "#app/data/config/site-config.server.ts";
import { onOfferStatuses } from "#app/domain/listing-status.ts";
import type { SearchData, SearchPropertyCard } from "#app/model/catalogue/search-data.ts";
import type { SnapshotInput } from "#app/model/catalogue/snapshot-schema.ts";
import { importSnapshot } from "#app/services/catalogue-import/snapshot-import.server.ts";
import { demoSnapshot } from "#scripts/demo/catalogue.ts";
import { writeDemoContent } from "#tests/support/demo-content.ts";
import { testSiteConfig } from "#tests/support/site-config-fixture.ts";
import { importOptions, writeSnapshotFolder } from "#tests/support/snapshot-files.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import { createTestDatabase, engineUnderTest } from "#tests/support/test-database.ts";

// docs/requirements.md §5, §7: the home search block's data, one immutable file per language named by its content,
// fetched on the first focus of the box; and the card of the one property a search matches by ID.

const today = new Date("2026-11-22T00:00:00.000Z");
/** The demo's generator without photos (the card's thumbnail is tested on the fixture's photo). */
function generated(listings: number, seed = 9): SnapshotInput {
  const snapshot = demoSnapshot({ seed, today, listings });
  const withoutPhotos = <R extends { Pictures?: unknown }>(records: R[] = []) =>
    records.map((record) => ({ ...record, Pictures: [] }));
  return {
    ...snapshot,
    projects: withoutPhotos(snapshot.projects),
    properties: withoutPhotos(snapshot.properties),
  };
}

/** The size budget of one language's file at 10,000 properties, gzipped (bench/README.md). */
const budgetBytes = 40 * 1024;

async function openSite(snapshot: SnapshotInput) {
  const database = await createTestDatabase();
  const folder = await writeSnapshotFolder();
  await writeSiteConfig(database.db, testSiteConfig("Immo Lumière"));
  await writeDemoContent(database.db);
  const importIt = async (content: SnapshotInput, full = false) => {
    const result = await importSnapshot(database.db, content, {
      ...importOptions(folder, new Date("2026-11-23T00:00:00.000Z")),
      full,
    });
    if (!result.ok) throw new Error(JSON.stringify(result.issues.slice(0, 3)));
  };
  await importIt(snapshot);
  const { app } = await createTestApp(database);
  const get = (path: string) => app.request(`http://localhost${path}`, { redirect: "manual" });
  /** The file the home page in `language` names. */
  const dataPath = async (language: string) => {
    const home = await (await get(`/${language}/`)).text();
    return new RegExp(`/search-data/${language}\\.[\\w-]+\\.json`).exec(home)?.[0] ?? "none";
  };
  const dispose = async () => {
    await database.dispose();
    await rm(folder, { recursive: true, force: true });
  };
  return { database, get, dataPath, importIt, dispose };
}

describe(`home search data on ${engineUnderTest}`, () => {
  let site: Awaited<ReturnType<typeof openSite>>;
  const base = generated(30);

  beforeAll(async () => {
    site = await openSite(base);
  });
  afterAll(async () => site.dispose());

  /** The ids on offer with a French text, worked out the plain way. */
  async function frenchOnOffer(goal: string) {
    const [properties, texts] = await Promise.all([
      site.database.db.selectFrom("property").select(["id", "goal", "status"]).execute(),
      site.database.db
        .selectFrom("property_translation")
        .select("property_id")
        .where("language", "=", "fr")
        .execute(),
    ]);
    const french = new Set(texts.map((t) => t.property_id));
    return properties
      .filter(
        (p) =>
          p.goal === goal &&
          french.has(p.id) &&
          (onOfferStatuses as readonly string[]).includes(p.status),
      )
      .map((p) => p.id)
      .sort((a, b) => a - b);
  }

  it("is one file per language, named by its content, cached for a year", async () => {
    const path = await site.dataPath("fr");
    expect(path).toMatch(/^\/search-data\/fr\.[\w-]+\.json$/);
    expect(await site.dataPath("nl")).toMatch(/^\/search-data\/nl\.[\w-]+\.json$/);
    const res = await site.get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
  });

  it("holds the cities, types and ids on offer in its language, and nothing else", async () => {
    const data = (await (await site.get(await site.dataPath("fr"))).json()) as SearchData;
    expect(Object.keys(data).sort()).toEqual(["cities", "rent", "sale", "types"]);
    expect(data.sale).toEqual(await frenchOnOffer("sale"));
    expect(data.rent).toEqual(await frenchOnOffer("rent"));
    for (const city of data.cities) {
      expect(Object.keys(city).sort()).toEqual(["name", "rent", "sale", "zip"]);
      expect(city.zip).toMatch(/^\d{4}$/);
    }
    expect(data.types.map((t) => t.name)).toContain("Appartement");
    const nl = (await (await site.get(await site.dataPath("nl"))).json()) as SearchData;
    expect(nl.types.map((t) => t.name)).toContain("Opbrengsteigendom");
    // The counts are the ones the listings and the stats show.
    const sum = (list: { sale: number }[]) => list.reduce((n, c) => n + c.sale, 0);
    expect(sum(data.cities)).toBe(data.sale.length + (await unitsForSale()));
    expect(sum(data.types)).toBe(sum(data.cities));
  });

  /** Project units on offer for sale without a French text are counted but not searchable by ID. */
  async function unitsForSale() {
    const all = await site.database.db
      .selectFrom("property")
      .select(["id", "status"])
      .where("goal", "=", "sale")
      .execute();
    const onOffer = all.filter((p) => (onOfferStatuses as readonly string[]).includes(p.status));
    return onOffer.length - (await frenchOnOffer("sale")).length;
  }

  it("sends a page that names an older version on to the current file, which is not cached", async () => {
    const current = await site.dataPath("de");
    const old = await site.get("/search-data/de.0123-old.json");
    expect(old.status).toBe(307);
    expect(old.headers.get("Location")).toBe(current);
    expect(old.headers.get("Cache-Control")).toBe("no-store");
    for (const path of [
      "/search-data/xx.1.json",
      "/search-data/fr.json",
      "/search-data/fr.a.b.json",
    ])
      expect((await site.get(path)).status, path).toBe(404);
  });

  it("keeps its address when a content change leaves what it holds as it was", async () => {
    const before = await site.dataPath("fr");
    await writeSiteConfig(site.database.db, testSiteConfig("Immo Lumière"));
    expect(await site.dataPath("fr")).toBe(before);
    expect((await site.get(before)).status).toBe(200);
  });

  it("gets a new version after an import, without what the import took off the offer", async () => {
    const before = await site.dataPath("fr");
    const [first] = (await frenchOnOffer("sale")) as [number];
    await site.importIt({
      ...base,
      properties: (base.properties ?? []).map((p) =>
        p.ID === first ? { ...p, Status: "sold" as const } : p,
      ),
    });
    const after = await site.dataPath("fr");
    expect(after).not.toBe(before);
    expect((await site.get(before)).headers.get("Location")).toBe(after);
    const data = (await (await site.get(after)).json()) as SearchData;
    expect(data.sale).not.toContain(first);
    expect(data.sale).toEqual(await frenchOnOffer("sale"));
  });

  it("gives the card of a property matched by its ID, and 404 for one not on offer", async () => {
    const [id] = (await frenchOnOffer("rent")) as [number];
    const res = await site.get(`/search-data/property/${id}.fr.json`);
    expect(res.status).toBe(200);
    const card = (await res.json()) as SearchPropertyCard;
    expect(Object.keys(card).sort()).toEqual(["city", "id", "text", "title", "url"]);
    expect(card.url).toMatch(new RegExp(`^/fr/a-louer/[^/]+/[^/]+/${id}/$`));
    expect(card.text.length).toBeGreaterThan(20);
    expect(card.text.length).toBeLessThanOrEqual(101);
    expect((await site.get(card.url)).status).toBe(200);
    const sold = await site.database.db
      .selectFrom("property")
      .select("id")
      .where("status", "=", "sold")
      .executeTakeFirstOrThrow();
    for (const path of [
      `/search-data/property/${sold.id}.fr.json`,
      "/search-data/property/999999.fr.json",
      `/search-data/property/0${id}.fr.json`,
      `/search-data/property/${id}.xx.json`,
      "/search-data/property/99999999999999999999.fr.json",
      "/search-data/property/-1.fr.json",
    ])
      expect((await site.get(path)).status, path).toBe(404);
  });
});

describe(`home search data at 10,000 properties on ${engineUnderTest}`, () => {
  it(`stays under ${budgetBytes / 1024} kB gzipped per language`, {
    timeout: 300_000,
  }, async () => {
    const site = await openSite(generated(10_000 - 8, 2026));
    try {
      const res = await site.get(await site.dataPath("fr"));
      const body = Buffer.from(await res.arrayBuffer());
      const data = JSON.parse(body.toString()) as SearchData;
      expect(data.sale.length + data.rent.length).toBeGreaterThan(9_000);
      expect(gzipSync(body).length).toBeLessThan(budgetBytes);
    } finally {
      await site.dispose();
    }
  });
});
