import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { readContentVersion } from "#app/data/content/content-version.server.ts";
import { readRedirectMap } from "#app/data/redirects/redirects.server.ts";
import { writeDemoContent } from "#tests/support/demo-content.ts";
import { addTestStaff, auditActions } from "#tests/support/staff-sessions.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";
import { addRedirect, importRedirects, removeRedirect } from "./redirects.server.ts";

// Issue 27, ADR 057: the redirects the desk writes: a CSV whole or not at all, every refusal with its
// line, each write audited and the content version bumped (every server loads the table again).
describe(`the desk's redirects on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let staffId: number;
  const actor = () => ({ staffId, clientAddress: "198.51.100.7" });
  const now = () => new Date();
  const stored = async () => Object.fromEntries(await readRedirectMap(database.db));
  const importCsv = (csv: string, dryRun = false) =>
    importRedirects(database.db, actor(), csv, { dryRun }, now());

  beforeAll(async () => {
    database = await createTestDatabase();
    await writeDemoContent(database.db);
    staffId = await addTestStaff(database.db, { role: "admin" });
  });
  afterAll(() => database.dispose());
  beforeEach(async () => {
    await database.db.deleteFrom("redirect").execute();
  });

  it("imports 5,000 rows in one go, audited with its counts, and bumps the content version", async () => {
    const before = await readContentVersion(database.db);
    const rows = Array.from({ length: 5000 }, (_, i) => `/old/page-${i}.html;/fr/a-vendre/`);
    const csv = `\uFEFFold;new\r\n${rows.join("\r\n")}\r\n`;
    expect(await importCsv(csv)).toEqual({ imported: 5000, unchanged: 0, dryRun: false });
    const map = await readRedirectMap(database.db);
    expect(map.size).toBe(5000);
    expect(map.get("/old/page-4999.html")).toBe("/fr/a-vendre/");
    expect(await readContentVersion(database.db)).not.toBe(before);
    const audit = await database.db
      .selectFrom("staff_audit")
      .select(["action", "detail"])
      .where("action", "=", "redirects.import")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.detail ?? "")).toEqual({ imported: 5000, unchanged: 0 });
    // The same file again changes nothing.
    expect(await importCsv(csv)).toEqual({ imported: 0, unchanged: 5000, dryRun: false });
  });

  it("refuses a file with a loop, naming its lines, and writes none of its rows", async () => {
    const version = await readContentVersion(database.db);
    const actions = await auditActions(database.db);
    const outcome = await importCsv("/good/;/fr/\n/a/;/b/\n/b/;/a/\n");
    expect(outcome).toEqual({
      refused: [
        { line: 2, reason: "loop", detail: "/b/" },
        { line: 3, reason: "loop", detail: "/a/" },
      ],
    });
    expect(await stored()).toEqual({});
    expect(await readContentVersion(database.db)).toBe(version);
    expect(await auditActions(database.db)).toEqual(actions);
  });

  it("refuses a chain through a stored redirect, both ways", async () => {
    await importCsv("/old-a/;/fr/\n");
    expect(await importCsv("/x/;/old-a/\n")).toEqual({
      refused: [{ line: 1, reason: "chain", detail: "/old-a/" }],
    });
    await importCsv("/old-b/;/old-c/\n");
    expect(await importCsv("/old-c/;/en/\n")).toEqual({
      refused: [{ line: 1, reason: "chain", detail: "/old-c/" }],
    });
  });

  it("refuses the site's own paths: its pages, the original paths and the agency's menu pages", async () => {
    const outcome = await importCsv(
      "/fr/a-vendre/;/en/\n/Contact-demand/;/fr/\n/A-propos-de-nous/nos-services/;/fr/\n/admin/;/fr/\n/;/fr/\n/former-team/;/fr/",
    );
    expect(outcome).toEqual({
      refused: [1, 2, 3, 4, 5].map((line) => ({ line, reason: "livePage" })),
    });
    expect(await stored()).toEqual({});
  });

  it("changes nothing for a bad CSV, and nothing on a dry run", async () => {
    expect(await importCsv("/a/;/fr/\n/b/\n")).toEqual({
      refused: [{ line: 2, reason: "columns" }],
    });
    expect(await importCsv("/a/;/fr/\n/b/;/en/\n", true)).toEqual({
      imported: 2,
      unchanged: 0,
      dryRun: true,
    });
    expect(await stored()).toEqual({});
  });

  it("adds and removes one redirect from the desk, audited", async () => {
    expect(await addRedirect(database.db, actor(), { from: "/team", to: "/fr/" }, now())).toEqual({
      added: true,
    });
    expect(await addRedirect(database.db, actor(), { from: "/team/", to: "/en/" }, now())).toEqual({
      refused: { line: 1, reason: "exists", detail: "/fr/" },
    });
    expect(await addRedirect(database.db, actor(), { from: "team", to: "/en/" }, now())).toEqual({
      refused: { line: 1, reason: "source" },
    });
    const row = await database.db
      .selectFrom("redirect")
      .select(["id", "origin", "staff_id"])
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ origin: "desk", staff_id: staffId });
    expect(await removeRedirect(database.db, actor(), row.id, now())).toEqual({ removed: true });
    expect(await removeRedirect(database.db, actor(), row.id, now())).toEqual({ unknown: true });
    expect((await auditActions(database.db)).slice(-2)).toEqual([
      `redirect.add:${staffId}`,
      `redirect.remove:${staffId}`,
    ]);
  });

  it("adds and removes an old path longer than the audit's object id (64), audited with it cut", async () => {
    const from = "/nos-biens/a-vendre/maison-4-chambres-avec-jardin-a-lasne-ref-12345.html";
    expect(await addRedirect(database.db, actor(), { from, to: "/fr/" }, now())).toEqual({
      added: true,
    });
    const { id } = await database.db.selectFrom("redirect").select("id").executeTakeFirstOrThrow();
    expect(await removeRedirect(database.db, actor(), id, now())).toEqual({ removed: true });
    const audited = await database.db
      .selectFrom("staff_audit")
      .select("object_id")
      .orderBy("id", "desc")
      .limit(2)
      .execute();
    const cut = `${from.slice(0, 63)}…`;
    expect(audited).toEqual([{ object_id: cut }, { object_id: cut }]);
  });
});
