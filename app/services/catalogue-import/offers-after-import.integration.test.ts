import { rm } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeSiteConfig } from "#app/data/config/site-config.server.ts";
import { isoTimestamp } from "#app/data/rows.server.ts";
import { onOfferStatuses } from "#app/domain/listing-status.ts";
import type { SnapshotInput } from "#app/model/catalogue/snapshot-schema.ts";
import { importSnapshot } from "#app/services/catalogue-import/snapshot-import.server.ts";
import { demoSnapshot } from "#scripts/demo/catalogue.ts";
import { writeDemoContent } from "#tests/support/demo-content.ts";
import { testSiteConfig } from "#tests/support/site-config-fixture.ts";
import { importOptions, writeSnapshotFolder } from "#tests/support/snapshot-files.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";

// docs/requirements.md §16: the stats and the latest offers read counts kept by the import and indexes, no longer every
// property. Whatever imports do (add, change status, withdraw with --full), the home page and the
// listings must show what the properties themselves say, worked out here the plain way.
describe(`offers and counts after imports on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let folder: string;
  let site: Awaited<ReturnType<typeof createTestApp>>;
  const today = new Date("2026-11-22T00:00:00.000Z");
  // The demo's generator without photos: 30 listings and a project's 8 units, in four languages.
  const generated = demoSnapshot({ seed: 9, today, listings: 30 });
  const withoutPhotos = <R extends { Pictures?: unknown }>(records: R[] = []) =>
    records.map((record) => ({ ...record, Pictures: [] }));
  const base: SnapshotInput = {
    ...generated,
    projects: withoutPhotos(generated.projects),
    properties: withoutPhotos(generated.properties),
  };
  const records = base.properties ?? [];

  const importAs = async (
    snapshot: SnapshotInput,
    options: { full?: boolean; dryRun?: boolean },
  ) => {
    const result = await importSnapshot(database.db, snapshot, {
      ...importOptions(folder, new Date("2026-11-23T00:00:00.000Z")),
      full: options.full ?? false,
      dryRun: options.dryRun ?? false,
    });
    if (!result.ok) throw new Error(JSON.stringify(result.issues.slice(0, 3)));
    return result.summary;
  };
  /** What the pages must show, from the properties alone: counts on offer and the newest cards. */
  async function expected() {
    const [properties, texts] = await Promise.all([
      database.db
        .selectFrom("property")
        .select(["id", "goal", "status", "city_id", "updated_at"])
        .execute(),
      database.db
        .selectFrom("property_translation")
        .select("property_id")
        .where("language", "=", "fr")
        .execute(),
    ]);
    const french = new Set(texts.map((t) => t.property_id));
    const onOffer = properties.filter((p) =>
      (onOfferStatuses as readonly string[]).includes(p.status),
    );
    const newest = (goal: string | undefined, limit: number) =>
      onOffer
        .filter((p) => french.has(p.id) && (goal === undefined || p.goal === goal))
        .sort(
          (a, b) =>
            isoTimestamp(b.updated_at).localeCompare(isoTimestamp(a.updated_at)) || b.id - a.id,
        )
        .slice(0, limit)
        .map((p) => p.id);
    return {
      stats: [
        onOffer.filter((p) => p.goal === "sale").length,
        onOffer.filter((p) => p.goal === "rent").length,
        new Set(onOffer.map((p) => p.city_id)).size,
      ],
      home: newest(undefined, 4),
      sale: newest("sale", 12),
      rent: newest("rent", 12),
    };
  }

  /** The stats figures and card ids the pages show. */
  async function shown() {
    const page = async (path: string) => {
      const res = await site.app.request(`http://localhost${path}`);
      expect(res.status).toBe(200);
      return res.text();
    };
    const cards = (html: string) =>
      [...html.matchAll(/class="property-card__link" href="[^"]*\/(\d+)\/(?:\?from=[^"]*)?"/g)].map(
        (m) => Number(m[1]),
      );
    const home = await page("/fr/");
    const stats = home.match(/<dl class="stats">(.*?)<\/dl>/)?.[1] ?? "";
    return {
      stats: [...stats.matchAll(/<dd>(\d+)<\/dd>/g)].map((m) => Number(m[1])),
      home: cards(home),
      sale: cards(await page("/fr/a-vendre/")),
      rent: cards(await page("/fr/a-louer/")),
    };
  }

  /** The kept counts are exactly the properties grouped by goal, status, type and city. */
  async function keptCounts() {
    const [kept, grouped] = await Promise.all([
      database.db.selectFrom("property_count").selectAll().execute(),
      database.db
        .selectFrom("property")
        .select(["goal", "status", "web_id", "city_id", (eb) => eb.fn.countAll().as("properties")])
        .groupBy(["goal", "status", "web_id", "city_id"])
        .execute(),
    ]);
    const key = (r: { goal: string; status: string; web_id: number; city_id: number }) =>
      `${r.goal} ${r.status} ${r.web_id} ${r.city_id}`;
    const table = (rows: (Parameters<typeof key>[0] & { properties: unknown })[]) =>
      Object.fromEntries(rows.map((r) => [key(r), Number(r.properties)]));
    return { kept: table(kept), grouped: table(grouped) };
  }

  async function expectPagesToMatchProperties() {
    const want = await expected();
    expect(await shown()).toEqual(want);
    const { kept, grouped } = await keptCounts();
    expect(kept).toEqual(grouped);
    return want;
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    folder = await writeSnapshotFolder();
    await writeSiteConfig(database.db, testSiteConfig("Immo Lumière"));
    await writeDemoContent(database.db);
    site = await createTestApp(database);
    await importAs(base, {});
  });
  afterAll(async () => {
    await database.dispose();
    await rm(folder, { recursive: true, force: true });
  });

  it("shows the counts and newest cards of the first import", async () => {
    const want = await expectPagesToMatchProperties();
    expect(want.home).toHaveLength(4);
    expect(want.sale).toHaveLength(12);
  });

  it("follows an import that adds properties and changes statuses", async () => {
    const [first = 0, second = 0, third = 0] = (await expected()).home;
    const status = new Map([
      [first, "sold"],
      [second, "rented"],
      [third, records.find((r) => r.ID === third)?.Status === "option" ? "available" : "option"],
    ]);
    const added = records
      .filter((r) => r.ID === first)
      .map((r) => ({ ...r, ID: 5001, UpdatedAt: "2026-11-23T09:00:00.000Z" }));
    const properties = [
      ...records.map((r) => (status.has(r.ID) ? { ...r, Status: status.get(r.ID) } : r)),
      ...added,
    ] as SnapshotInput["properties"];
    const summary = await importAs({ ...base, properties }, {});
    expect(summary).toMatchObject({ created: 1, updated: 3, withdrawn: 0 });
    const want = await expectPagesToMatchProperties();
    expect(want.home).toContain(5001);
    expect(want.home).not.toContain(first);
    expect(want.home).not.toContain(second);
  });

  it("follows a full import that withdraws the properties it leaves out", async () => {
    const before = await expected();
    const gone = before.sale.filter((id) => id !== 5001).slice(0, 3);
    const summary = await importAs(
      { ...base, properties: records.filter((r) => !gone.includes(r.ID)) },
      { full: true },
    );
    // The three, and the one the previous import added.
    expect(summary.withdrawn).toBe(4);
    const want = await expectPagesToMatchProperties();
    for (const id of gone) expect(want.sale).not.toContain(id);
  });

  it("keeps the counts through an import that changes nothing and a dry run", async () => {
    const before = await expected();
    const same = await importAs({ ...base, properties: [] }, {});
    expect(same).toMatchObject({ created: 0, updated: 0, withdrawn: 0 });
    await importAs({ ...base, properties: [] }, { full: true, dryRun: true });
    expect(await expectPagesToMatchProperties()).toEqual(before);
  });
});
