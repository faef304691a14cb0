import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readSiteConfig, writeSiteConfig } from "#app/data/config/site-config.server.ts";
import { readContentVersion } from "#app/data/content/content-version.server.ts";
import type { SiteDocumentRef } from "#app/model/content/site-document.ts";
import {
  discardDraft,
  openDocument,
  publishDocument,
  restoreRevision,
  saveDocumentDraft,
} from "#app/services/admin/site-publishing.server.ts";
import type { StaffAct } from "#app/services/admin/staff-act.server.ts";
import { testSiteConfig } from "#tests/support/site-config-fixture.ts";
import { addTestAdminAct, auditActions } from "#tests/support/staff-sessions.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";

// docs/requirements.md §17, ADR 056: a settings group edited in the desk is a draft the public never
// sees, goes live when published (a numbered revision, the content version changed), and an earlier
// revision can be restored as a new one.
describe(`drafts, publishing and history on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let act: StaffAct;
  const theme: SiteDocumentRef = { kind: "settings", key: "theme" };
  const liveTheme = async () => (await readSiteConfig(database.db))?.theme;

  beforeAll(async () => {
    database = await createTestDatabase();
    await writeSiteConfig(database.db, testSiteConfig());
    act = await addTestAdminAct(database.db);
  });
  afterAll(() => database.dispose());

  it("refuses an invalid draft and an unknown document, and changes nothing", async () => {
    expect(await saveDocumentDraft(act, theme, { brand: "red", accent: "#ffffff" })).toEqual({
      issues: [expect.objectContaining({ path: ["brand"] })],
    });
    expect(await saveDocumentDraft(act, { kind: "settings", key: "nope" }, {})).toBe("unknown");
    expect((await openDocument(database.db, theme))?.draft).toBeUndefined();
  });

  it("keeps a draft out of the live site until it is published", async () => {
    const before = await liveTheme();
    const version = await readContentVersion(database.db);
    expect(await saveDocumentDraft(act, theme, { brand: "#123456", accent: "#c0853a" })).toBe(
      "saved",
    );
    expect(await liveTheme()).toEqual(before);
    expect(await readContentVersion(database.db)).toBe(version);
    const opened = await openDocument(database.db, theme);
    expect(opened?.draft?.body).toEqual({ brand: "#123456", accent: "#c0853a" });
    expect(opened?.live).toEqual(before);

    expect(await publishDocument(act, theme)).toEqual({ published: 2 });
    expect(await liveTheme()).toEqual({ brand: "#123456", accent: "#c0853a" });
    expect(await readContentVersion(database.db)).not.toBe(version);
    const after = await openDocument(database.db, theme);
    expect(after?.draft).toBeUndefined();
    // Revision 1 is the state found before the desk's first publish, by nobody.
    expect(after?.revisions.map((r) => [r.number, r.staffId])).toEqual([
      [2, act.actorId],
      [1, undefined],
    ]);
    expect(await publishDocument(act, theme)).toBe("no-draft");
  });

  it("restores an earlier revision as a new one", async () => {
    const original = testSiteConfig().theme;
    expect(await restoreRevision(act, theme, 1)).toEqual({ published: 3 });
    expect(await liveTheme()).toEqual(original);
    const revisions = (await openDocument(database.db, theme))?.revisions ?? [];
    expect(revisions[0]).toMatchObject({ number: 3, restoredFrom: 1 });
    expect(await restoreRevision(act, theme, 99)).toBe("unknown");
  });

  it("refuses a draft begun before someone else published", async () => {
    await saveDocumentDraft(act, theme, { brand: "#000000", accent: "#c0853a" });
    await restoreRevision(act, theme, 2);
    expect(await publishDocument(act, theme)).toBe("stale");
    expect(await discardDraft(act, theme)).toBe(true);
    expect(await discardDraft(act, theme)).toBe(false);
  });

  it("refuses a group that would make the whole configuration invalid", async () => {
    const languages: SiteDocumentRef = { kind: "settings", key: "languages" };
    // Valid on its own; the site's other groups stay as they are.
    expect(
      await saveDocumentDraft(act, languages, { enabled: ["nl"], default: "nl", switcher: "code" }),
    ).toBe("saved");
    expect(await publishDocument(act, languages)).toMatchObject({ published: 2 });
    expect(await saveDocumentDraft(act, languages, { enabled: ["nl"], default: "fr" })).toEqual({
      issues: [expect.objectContaining({ message: "the default language must be enabled" })],
    });
  });

  it("audits drafts, publishes, restores and discards without personal data", async () => {
    const actions = await auditActions(database.db);
    for (const action of ["site.draft", "site.publish", "site.restore", "site.discard"])
      expect(actions).toContain(`${action}:${act.actorId}`);
  });
});
