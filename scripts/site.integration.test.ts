import { spawnSync } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readSiteConfig, writeSiteConfig } from "#app/data/config/site-config.server.ts";
import { readRedirectMap } from "#app/data/redirects/redirects.server.ts";
import { testSiteConfig } from "#tests/support/site-config-fixture.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";

// `npm run site -- export|import` as an operator runs it (ADR 056): a round trip gives the same site, a
// dry run changes nothing and says what would change, a bad file changes nothing and says where.
describe(`npm run site on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let dir: string;
  const site = (args: string[]) => {
    const result = spawnSync(process.execPath, ["scripts/site.ts", ...args], {
      env: { PATH: process.env.PATH, ...database.serverEnv },
      encoding: "utf8",
    });
    return { code: result.status, stdout: result.stdout, stderr: result.stderr };
  };
  const exported = async (name: string) => {
    const file = join(dir, name);
    expect(site(["export", file])).toMatchObject({ code: 0, stdout: `Wrote ${file}.\n` });
    return JSON.parse(await readFile(file, "utf8")) as {
      documents: { settings: Record<string, Record<string, unknown>> };
    };
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    await writeSiteConfig(database.db, testSiteConfig("Immo Export"));
    dir = await mkdtemp(join(tmpdir(), "site-file-"));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
    await database.dispose();
  });

  it("exports every settings group and imports it back unchanged", async () => {
    const file = await exported("site.json");
    expect(file.documents.settings.agency?.name).toBe("Immo Export");
    const again = site(["import", join(dir, "site.json")]);
    expect(again).toMatchObject({ code: 0 });
    expect(again.stdout).toBe("Nothing to change: the site is as the file says.\n");
  });

  it("says what a dry run would change, changes nothing, then applies it", async () => {
    const file = await exported("staging.json");
    const agency = file.documents.settings.agency ?? {};
    file.documents.settings.agency = { ...agency, name: "Immo Staging" };
    const path = join(dir, "staging.json");
    await writeFile(path, JSON.stringify(file));
    const dry = site(["import", path, "--dry-run"]);
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain("Would change 1 document(s):");
    expect(dry.stdout).toContain(`  settings/agency:\n    name: "Immo Export" -> "Immo Staging"`);
    expect((await readSiteConfig(database.db))?.agency.name).toBe("Immo Export");
    const applied = site(["import", path]);
    expect(applied.stdout).toContain("Changed 1 document(s):");
    expect((await readSiteConfig(database.db))?.agency.name).toBe("Immo Staging");
    const revisions = await database.db
      .selectFrom("content_revision")
      .select(["key", "number", "staff_id"])
      .execute();
    expect(revisions).toEqual([
      { key: "agency", number: 1, staff_id: null },
      { key: "agency", number: 2, staff_id: null },
    ]);
  });

  it("replaces the redirects with the file's, counted, and refuses a loop saying which rows", async () => {
    const file = { ...(await exported("redirects.json")), redirects: [{ from: "/a", to: "/b/" }] };
    const path = join(dir, "redirects.json");
    await writeFile(path, JSON.stringify(file));
    expect(site(["import", path, "--dry-run"]).stdout).toContain(
      "Redirects: 1 to add, 0 to remove.",
    );
    expect(site(["import", path]).stdout).toContain("Redirects: 1 added, 0 removed.");
    file.redirects.push({ from: "/b", to: "/a/" });
    await writeFile(path, JSON.stringify(file));
    const refused = site(["import", path]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("  redirects/1: loop (/b/)\n  redirects/2: loop (/a/)\n");
    expect(await readRedirectMap(database.db)).toEqual(new Map([["/a/", "/b/"]]));
  });

  it("refuses a bad file whole, saying where, and changes nothing", async () => {
    const file = await exported("bad.json");
    file.documents.settings.theme = { brand: "blue", accent: "#ffffff" };
    file.documents.settings.agency = { ...file.documents.settings.agency, name: "Never" };
    (file.documents.settings as Record<string, unknown>).unknownGroup = {};
    const path = join(dir, "bad.json");
    await writeFile(path, JSON.stringify(file));
    const refused = site(["import", path]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("Nothing was imported:");
    expect(refused.stderr).toContain("settings/theme.brand: must be a colour like #1f3a4d");
    expect(refused.stderr).toContain("settings/unknownGroup: unknown document");
    expect((await readSiteConfig(database.db))?.agency.name).toBe("Immo Staging");
    await writeFile(path, "{not json");
    expect(site(["import", path]).stderr).toContain("bad.json is not JSON");
    expect(site(["import"]).stderr).toContain("Usage: npm run site");
  });
});
