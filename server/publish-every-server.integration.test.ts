import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readSiteConfig, writeSiteConfig } from "#app/data/config/site-config.server.ts";
import type { SiteDocumentRef } from "#app/model/content/site-document.ts";
import { publishDocument, saveDocumentDraft } from "#app/services/admin/site-publishing.server.ts";
import type { StaffAct } from "#app/services/admin/staff-act.server.ts";
import { freePort } from "#tests/support/free-port.ts";
import { type StartedServer, startServer, waitForOutput } from "#tests/support/server-process.ts";
import { testSiteConfig } from "#tests/support/site-config-fixture.ts";
import { addTestStaff } from "#tests/support/staff-sessions.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";

// docs/requirements.md §17 "Draft, preview, publish, history", ADR 056: a publish on one server renews
// every server's page cache and sitemap files. Server A is this process (its publishing use case and its
// own page cache); server B is another process on the same database, as a second server behind a load
// balancer is, which learns of the publish only through the content version it reads again.
describe(`a publish seen by every server on ${engineUnderTest}`, () => {
  let t: TestDatabase;
  let a: Awaited<ReturnType<typeof createTestApp>>;
  let b: StartedServer;
  let bUrl: string;
  let act: StaffAct;

  const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
  /** B's access-log line of an answer (by its request id): whether its page cache served it. */
  const bCacheOf = (res: Response) => {
    const id = res.headers.get("x-request-id");
    const line = b
      .output()
      .split("\n")
      .find((text) => text.includes(`"requestId":"${id}"`) && text.includes('"msg":"request"'));
    return line && (JSON.parse(line) as { cache?: string }).cache;
  };
  /** Asks B until `seen` holds: B checks the version every second; a busy machine gets 30 s. */
  const untilB = async (path: string, seen: (body: string) => boolean) => {
    for (let i = 0; i < 300; i++) {
      const body = await (await fetch(`${bUrl}${path}`)).text();
      if (seen(body)) return body;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`server B never showed the change on ${path}`);
  };
  const publish = async (ref: SiteDocumentRef, body: unknown) => {
    expect(await saveDocumentDraft(act, ref, body)).toBe("saved");
    expect(await publishDocument(act, ref)).toMatchObject({ published: expect.any(Number) });
  };

  beforeAll(async () => {
    t = await createTestDatabase();
    await writeSiteConfig(t.db, testSiteConfig("Immo Lumière"));
    a = await createTestApp(t);
    act = {
      db: t.db,
      actorId: await addTestStaff(t.db, { role: "admin" }),
      clientAddress: "192.0.2.20",
      now: new Date(),
    };
    const port = await freePort();
    bUrl = `http://127.0.0.1:${port}`;
    b = startServer({ PORT: String(port), LOG_LEVEL: "info", ...t.serverEnv });
    await waitForOutput(b, '"msg":"listening"');
  });
  afterAll(async () => {
    b.child.kill("SIGKILL");
    await b.exited;
    await t.dispose();
  });

  it("renews B's cached home page after a settings group is published through A", async () => {
    await fetch(`${bUrl}/en/`);
    const cached = await fetch(`${bUrl}/en/`);
    expect(title(await cached.text())).toContain("Immo Lumière");
    expect(bCacheOf(cached)).toBe("hit");
    const onA = async () => title(await (await a.app.request("http://localhost/en/")).text());
    expect(await onA()).toContain("Immo Lumière");

    const agency = (await readSiteConfig(t.db))?.agency;
    await publish({ kind: "settings", key: "agency" }, { ...agency, name: "Immo Soleil" });

    expect(
      title(await untilB("/en/", (html) => title(html).includes("Immo Soleil"))),
    ).not.toContain("Immo Lumière");
    expect(await onA()).toContain("Immo Soleil");
  });

  it("renews B's sitemap files when the languages are published", async () => {
    expect(await (await fetch(`${bUrl}/sitemaps/pages.xml`)).text()).toContain("/de/");
    const languages = (await readSiteConfig(t.db))?.languages;
    await publish(
      { kind: "settings", key: "languages" },
      { ...languages, enabled: ["fr", "nl", "en"] },
    );
    const sitemap = await untilB("/sitemaps/pages.xml", (xml) => !xml.includes("/de/"));
    expect(sitemap).toContain("/nl/");
  });
});
