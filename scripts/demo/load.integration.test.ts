import { spawnSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readCatalogue } from "#app/data/catalogue/catalogue-reader.server.ts";
import { readSiteConfig } from "#app/data/config/site-config.server.ts";
import { readCategoryArticles, readMenuPages } from "#app/data/content/content-reader.server.ts";
import { findOwnerByLogin } from "#app/data/owners/owners.server.ts";
import { verifyPassword } from "#app/services/accounts/passwords.server.ts";
import { listStaff } from "#app/services/admin/staff-accounts.server.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";
import { demoOwnerLogin } from "./owner.ts";
import { demoStaff } from "./staff.ts";

describe(`npm run demo on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let dataDir: string;
  const run = (...args: string[]) =>
    spawnSync(process.execPath, ["scripts/demo/load.ts", ...args], {
      env: { PATH: process.env.PATH, ...database.serverEnv, DATA_DIR: dataDir },
      encoding: "utf8",
    });

  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
    dataDir =
      (database.serverEnv.DATA_DIR as string | undefined) ??
      (await mkdtemp(join(tmpdir(), "site-demo-")));
  });
  afterAll(async () => {
    await database.dispose();
    await rm(dataDir, { recursive: true, force: true });
  });

  // Making the first screens' image variants (banners up to 1920 px in AVIF) takes a minute or two on
  // two busy cores.
  it("loads the demo agency into an empty database, photos and their first variants included", {
    timeout: 300_000,
  }, async () => {
    const result = run("--if-empty");
    expect(result.stderr).toBe("");
    expect(result.stdout).toMatch(
      /^Demo agency loaded in [\d.]+ s: 101 created, 0 updated, \d+ photos drawn\.\nMaking the image variants first screens use; Ctrl-C skips the rest \(a page's first visit makes them\)\.\nMade [1-9]\d+ image variant\(s\) for first screens in [\d.]+ s \(0 already there\)\.\n$/,
    );
    const catalogue = await readCatalogue(database.db);
    expect(catalogue.properties).toHaveLength(100);
    const photo = catalogue.properties[0]?.media.pictures[0];
    expect(photo).toMatchObject({ Width: 1600, Height: 1067 });
    const stored = await database.db
      .selectFrom("attachment")
      .select("media_file_id")
      .where("kind", "=", "photo")
      .execute();
    expect(stored.every((row) => row.media_file_id !== null)).toBe(true);
  });

  it("creates the demo owner of the README, with 90 days of history on five properties", async () => {
    const owner = await findOwnerByLogin(database.db, demoOwnerLogin.username);
    expect(owner?.email).toBe(demoOwnerLogin.email);
    expect(await verifyPassword(demoOwnerLogin.password, owner?.password_hash ?? "")).toBe(true);
    const owned = await database.db
      .selectFrom("owner_property")
      .select("property_id")
      .where("owner_id", "=", owner?.id ?? 0)
      .execute();
    expect(owned).toHaveLength(5);
    const views = await database.db
      .selectFrom("page_view")
      .select((eb) => [eb.fn.countAll().as("count"), eb.fn.min("viewed_at").as("first")])
      .where("property_id", "=", owned[0]?.property_id ?? 0)
      .executeTakeFirstOrThrow();
    expect(Number(views.count)).toBeGreaterThan(300);
    const firstDay = new Date(views.first as string | Date).getTime();
    expect(Date.now() - firstDay).toBeGreaterThan(88 * 86_400_000);
    expect(Date.now() - firstDay).toBeLessThan(91 * 86_400_000);
    for (const table of ["communication", "online_medium", "calendar_visit"] as const) {
      const rows = await database.db
        .selectFrom(table)
        .select("id")
        .where("property_id", "=", owned[0]?.property_id ?? 0)
        .execute();
      expect(rows.length, table).toBeGreaterThan(0);
    }
  });

  it("creates the README's staff admin and agent, in the site's default language", async () => {
    const accounts = await listStaff(database.db);
    expect(accounts).toMatchObject(
      demoStaff.map(({ email, role, name }) => ({
        email,
        role,
        name,
        language: "fr",
        twoStep: false,
      })),
    );
    for (const { email, password } of demoStaff) {
      const row = await database.db
        .selectFrom("staff_account")
        .select("password_hash")
        .where("email", "=", email)
        .executeTakeFirstOrThrow();
      expect(await verifyPassword(password, row.password_hash ?? "")).toBe(true);
    }
  });

  it("fills the site content and configuration", async () => {
    const config = await readSiteConfig(database.db);
    expect(config).toMatchObject({
      // A logo of its own (docs/requirements.md §2 Header), and banners wide enough for 1920 px screens (§9).
      agency: { name: "Immo Lumière", logo: { width: 1280, height: 1000 } },
      languages: { enabled: ["fr", "nl", "en", "de"], default: "fr" },
      homeBanner: { type: "gallery" },
      pageBanner: { image: { width: 1920, height: 1280 } },
    });
    const banner = config?.homeBanner;
    expect(banner?.type === "gallery" && banner.images.map((image) => image.width)).toEqual([
      1920, 1920, 1920, 1920,
    ]);
    expect((await readMenuPages(database.db)).map((p) => p.path)).toContain("Documents-et-info");
    const documents = await readCategoryArticles(database.db, "documents", "de");
    // The four forms of docs/requirements.md §2, each as a PDF in the four languages.
    expect(documents.map((d) => d.documents.length)).toEqual([4, 4, 4, 4]);
  });

  it("keeps its site file beside its media, keys written in: `npm run site` finds nothing to change", () => {
    const site = spawnSync(
      process.execPath,
      ["scripts/site.ts", "import", join(dataDir, "demo", "site.json")],
      {
        env: { PATH: process.env.PATH, ...database.serverEnv, DATA_DIR: dataDir },
        encoding: "utf8",
      },
    );
    expect(site.stdout).toBe("Nothing to change: the site is as the file says.\n");
  });

  it("exports in the snapshot format, and that export imported into an empty database gives the same data", async () => {
    const file = join(dataDir, "demo", "export.json");
    const exported = spawnSync(process.execPath, ["scripts/export.ts", file], {
      env: { PATH: process.env.PATH, ...database.serverEnv, DATA_DIR: dataDir },
      encoding: "utf8",
    });
    expect(exported.stdout).toMatch(/^Exported 400 property records to /);
    const empty = await createTestDatabase();
    try {
      const imported = spawnSync(process.execPath, ["scripts/import.ts", file, "--no-variants"], {
        env: { PATH: process.env.PATH, ...empty.serverEnv, MEDIA_DIR: join(dataDir, "media-2") },
        encoding: "utf8",
      });
      expect(imported.stdout).toContain(
        ": 101 created, 0 updated, 0 skipped (unchanged), 0 withdrawn.",
      );
      expect(await readCatalogue(empty.db)).toEqual(await readCatalogue(database.db));
    } finally {
      await empty.dispose();
    }
  });

  it("leaves a database with properties alone when asked --if-empty", () => {
    const result = run("--if-empty");
    expect(result.stdout).toBe("The database holds properties already: demo content not loaded.\n");
  });

  it("changes nothing when loaded again the same day", async () => {
    const { stdout } = run();
    expect(await listStaff(database.db)).toHaveLength(demoStaff.length);
    expect(stdout).toMatch(/: 0 created, 0 updated, 0 photos drawn\./);
    expect(stdout).toContain("Made 0 image variant(s) for first screens");
  });
});
