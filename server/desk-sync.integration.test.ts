import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { recentSyncRuns } from "#app/data/catalogue/sync-runs.server.ts";
import { writeSiteConfig } from "#app/data/config/site-config.server.ts";
import type { SyncWorker } from "#server/sync-worker.ts";
import { type OmnicasaReplay, startOmnicasaReplay } from "#tests/support/omnicasa-replay.ts";
import { testSiteConfig } from "#tests/support/site-config-fixture.ts";
import { addTestStaff, staffSessionCookie } from "#tests/support/staff-sessions.ts";
import { settledSyncRuns, startTestSyncWorker } from "#tests/support/sync-worker.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";

// docs/requirements.md §17 "CRM sync", ADR 054: the desk's sync page through the whole application: agents
// and admins read it, admins alone start a run, one at a time.
describe(`the desk's CRM sync page on ${engineUnderTest}`, () => {
  let t: TestDatabase;
  let replay: OmnicasaReplay;
  let folder: string;
  let worker: SyncWorker;
  let admin: string;
  let agent: string;

  const app = async (sync: SyncWorker | undefined) =>
    (await createTestApp(t, { operations: { smtpUrl: undefined, sync } })).app;
  const request = async (
    site: Awaited<ReturnType<typeof app>>,
    cookie: string,
    method: "GET" | "POST" = "GET",
  ) =>
    site.request("http://localhost/admin/sync/", {
      method,
      redirect: "manual",
      headers: { cookie },
      body: method === "POST" ? new URLSearchParams() : undefined,
    });
  const starts = async () =>
    (await t.db.selectFrom("staff_audit").select("action").execute()).filter(
      (row) => row.action === "sync.start",
    ).length;

  beforeEach(async () => {
    t = await createTestDatabase();
    await writeSiteConfig(t.db, testSiteConfig("Immo Lumière"));
    replay = await startOmnicasaReplay();
    folder = await mkdtemp(join(tmpdir(), "site-desk-sync-"));
    admin = await staffSessionCookie(
      t.db,
      await addTestStaff(t.db, { role: "admin", language: "en" }),
    );
    agent = await staffSessionCookie(
      t.db,
      await addTestStaff(t.db, { role: "agent", language: "fr" }),
    );
  });
  afterEach(async () => {
    await worker?.stop();
    await replay.close();
    await t.dispose();
    await rm(folder, { recursive: true, force: true });
  });

  const startWorker = (timeoutMs = 500) => {
    worker = startTestSyncWorker(t.db, replay, join(folder, "media"), { timeoutMs });
    return worker;
  };

  it("lets an admin sync now; the run shows with its counts, the start is audited", async () => {
    const site = await app(startWorker());
    const page = await (await request(site, admin)).text();
    expect(page).toContain("No schedule is set (SYNC_INTERVAL_MINUTES)");
    expect(page).toContain("No sync has run yet.");
    expect(page).toContain("Sync now");

    const res = await request(site, admin, "POST");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/admin/sync/?started");
    expect(await starts()).toBe(1);
    await settledSyncRuns(t.db);
    const after = await (
      await site.request("http://localhost/admin/sync/?started", { headers: { cookie: admin } })
    ).text();
    expect(after).toContain("The sync has started.");
    expect(after).toMatch(
      /Staff<\/td><td>Full<\/td><td><span class="desk-badge desk-badge--good">Done<\/span>/,
    );
    expect(after).toContain('<td class="desk-table__number">6</td>');

    // ADR 066: the next run, within a day of the full one, fetches the changes only, and says so.
    expect((await request(site, admin, "POST")).status).toBe(303);
    while ((await settledSyncRuns(t.db)).length < 2);
    expect(await (await request(site, admin)).text()).toMatch(
      /Staff<\/td><td>Changes only<\/td><td><span class="desk-badge desk-badge--good">Done/,
    );
  });

  it("shows the runs to an agent, in French, without the button; an agent's POST is a 404", async () => {
    const site = await app(startWorker());
    const page = await (await request(site, agent)).text();
    expect(page).toContain("Synchronisation CRM");
    expect(page).not.toContain("Synchroniser maintenant</button>");
    expect((await request(site, agent, "POST")).status).toBe(404);
    expect(await recentSyncRuns(t.db, 5)).toEqual([]);
    expect(await starts()).toBe(0);
  });

  it("says a sync is running when one is, and starts no second one", async () => {
    replay.fail({ endpoint: "GetProjectList", languageId: 1, limit1: 1 }, "silent");
    const site = await app(startWorker(60_000));
    expect((await request(site, admin, "POST")).status).toBe(303);
    const second = await request(site, admin, "POST");
    expect(second.status).toBe(409);
    expect(await second.text()).toContain("A sync is already running; this one was not started.");
    expect(await (await request(site, admin)).text()).toContain("A sync is running now.");
    expect(await recentSyncRuns(t.db, 5)).toHaveLength(1);
    expect(await starts()).toBe(1);
  });

  it("says there is nothing to sync without the CRM's access, and refuses to start", async () => {
    const site = await app(undefined);
    expect(await (await request(site, admin)).text()).toContain("No CRM is set (OMNICASA_URL");
    expect((await request(site, admin, "POST")).status).toBe(404);
    expect(await starts()).toBe(0);
  });

  it("sends a visitor without a session to the login page, and starts nothing", async () => {
    const site = await app(startWorker());
    const res = await site.request("http://localhost/admin/sync/", {
      method: "POST",
      redirect: "manual",
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toMatch(/^\/admin\/login\//);
    expect(await recentSyncRuns(t.db, 5)).toEqual([]);
  });
});
