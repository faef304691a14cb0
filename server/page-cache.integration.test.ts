import { once } from "node:events";
import type { Server } from "node:http";
import { type AddressInfo, connect, type Socket } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { writeSiteConfig } from "#app/data/config/site-config.server.ts";
import { maximumFillMs } from "#app/domain/guard-verdict.ts";
import { siteConfigSchema } from "#app/model/config/site-config.ts";
import { formRenderedAt } from "#app/services/guard/form-time.server.ts";
import { guardKey } from "#app/services/guard/guard-key.server.ts";
import { testSiteConfig } from "#tests/support/site-config-fixture.ts";
import { importIntoTestDatabase } from "#tests/support/snapshot-files.ts";
import { snapshot } from "#tests/support/snapshot-fixture.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";

// docs/requirements.md §16: pages are made once per content version, then served from memory with a fresh nonce.
describe(`the page cache on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let site: Awaited<ReturnType<typeof createTestApp>>;
  const get = (path: string, headers: Record<string, string> = {}) =>
    site.app.request(`http://localhost${path}`, { headers, redirect: "manual" });
  const cacheOf = (path: string) =>
    site.logLines.filter((line) => line.msg === "request" && line.path === path).at(-1)?.cache;
  const formTimes = (html: string) => [
    ...new Set([...html.matchAll(/name="form-time" value="([^"]+)"/g)].map((m) => m[1])),
  ];

  beforeAll(async () => {
    database = await createTestDatabase();
    await writeSiteConfig(database.db, testSiteConfig("Immo Lumière"));
    await importIntoTestDatabase(database.db);
    site = await createTestApp(database);
  });
  afterAll(() => database.dispose());

  it("makes a page once, then serves the same bytes again, with no nonce in them (ADR 067)", async () => {
    const first = await get("/fr/");
    const firstHtml = await first.text();
    expect(cacheOf("/fr/")).toBe("miss");
    const second = await get("/fr/");
    expect(cacheOf("/fr/")).toBe("hit");
    expect(await second.text()).toBe(firstHtml);
    expect(firstHtml).not.toContain("nonce=");
    expect(second.headers.get("content-security-policy")).not.toContain("'nonce-");
  });

  it("sends a page with a form to many visitors at once over HTTP, each copy whole with its own time and nonce", async () => {
    // Over a real socket an answer is written into a buffer used again once the socket has taken it:
    // a visitor who reads slowly (200 answers asked at once, read later, fill the socket) gets each whole.
    const server = serve({ fetch: site.app.fetch, port: 0, hostname: "127.0.0.1" }) as Server;
    await once(server, "listening");
    const { port } = server.address() as AddressInfo;
    try {
      // Made once first: answered from the cache from then on.
      await (await fetch(`http://127.0.0.1:${port}/nl/contact/`)).text();
      const slow = connect(port, "127.0.0.1");
      slow.pause();
      slow.write(`GET /nl/contact/ HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`.repeat(200));
      const fast = await Promise.all(
        Array.from({ length: 20 }, () => fetch(`http://127.0.0.1:${port}/nl/contact/`)),
      );
      const answers = [
        ...(await Promise.all(fast.map(async (res) => ({ res, html: await res.text() })))),
        ...(await readAnswers(slow, 200)),
      ];
      const pages = answers.map(({ res, html }) => {
        const times = formTimes(html);
        expect(times).toHaveLength(1);
        // A page with a form keeps a nonce of its own (ADR 067).
        const nonce = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
        expect([...new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]))]).toEqual([
          nonce,
        ]);
        return html.replaceAll(times[0] ?? "", "T").replaceAll(nonce ?? "", "N");
      });
      expect(new Set(pages).size).toBe(1);
    } finally {
      server.close();
      server.closeAllConnections();
    }
  });

  it("gives every visitor of a cached page with a form a signed time of their own (ADR 040)", async () => {
    const key = await guardKey(database.db);
    const visit = async () => {
      const before = Date.now();
      const res = await get("/fr/contact/");
      const html = await res.text();
      const times = formTimes(html);
      expect(times).toHaveLength(1);
      const renderedAt = formRenderedAt(key, times[0]);
      // Signed now, for this request: not when the page was first made.
      expect(renderedAt).toBeGreaterThanOrEqual(before);
      expect(renderedAt).toBeLessThanOrEqual(Date.now());
      // The page's data for hydration carries the same value, not the cached one.
      expect(html.split(times[0] ?? "").length).toBeGreaterThan(2);
      return { res, time: times[0] };
    };
    const first = await visit();
    // Form times count milliseconds: the second page is asked for once the clock has moved on.
    const firstAt = formRenderedAt(key, first.time) ?? Date.now();
    await vi.waitUntil(() => Date.now() > firstAt, { interval: 1 });
    const second = await visit();
    expect(cacheOf("/fr/contact/")).toBe("hit");
    expect(second.time).not.toBe(first.time);
    // A shared cache in front revalidates into a page whose time is still good: the ETag moves on.
    const etag = second.res.headers.get("etag") ?? "";
    expect(etag).toBe(first.res.headers.get("etag"));
    const revalidated = await get("/fr/contact/", { "If-None-Match": etag });
    expect(revalidated.status).toBe(304);
    const later = Date.now() + maximumFillMs;
    const realNow = Date.now;
    Date.now = () => later;
    try {
      expect((await get("/fr/contact/", { "If-None-Match": etag })).status).toBe(200);
    } finally {
      Date.now = realNow;
    }
  });

  it("keeps one page per consent state", async () => {
    const undecided = await (await get("/nl/")).text();
    const decided = await (await get("/nl/", { Cookie: "consent=1.0000" })).text();
    expect(undecided).toContain('class="consent"');
    expect(decided).not.toContain('class="consent"');
    expect(await (await get("/nl/", { Cookie: "consent=1.0000" })).text()).not.toContain(
      'class="consent"',
    );
  });

  it("shows a change of configuration, content or catalogue at once", async () => {
    await get("/de/");
    await get("/de/");
    expect(cacheOf("/de/")).toBe("hit");
    await writeSiteConfig(database.db, testSiteConfig("Immo Neu"));
    expect(await (await get("/de/")).text()).toContain("| Immo Neu</title>");
    expect(cacheOf("/de/")).toBe("miss");

    const villa = "/fr/a-vendre/lasne/villa-lumineuse/101/";
    expect(await (await get(villa)).text()).toContain("325.000");
    const cheaper = snapshot.properties?.map((p) => (p.ID === 101 ? { ...p, Price: 299000 } : p));
    await importIntoTestDatabase(database.db, { ...snapshot, properties: cheaper });
    expect(await (await get(villa)).text()).toContain("299.000");
  });

  it("sees a change made by another process (an import run beside the server) soon after", async () => {
    await get("/de/");
    // What `npm run import` in another process leaves: other rows, another version, no in-process word.
    const config = JSON.stringify(siteConfigSchema.parse(testSiteConfig("Immo Ailleurs")));
    await database.db
      .updateTable("site_setting")
      .set({ value: config })
      .where("key", "=", "site.config")
      .execute();
    await database.db
      .updateTable("site_setting")
      .set({ value: "changed-elsewhere" })
      .where("key", "=", "content.version")
      .execute();
    let html = "";
    for (let i = 0; i < 300 && !html.includes("Immo Ailleurs"); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      html = await (await get("/de/")).text();
    }
    expect(html).toContain("| Immo Ailleurs</title>");
  });

  it("lets a shared cache revalidate, with Vary on cookies, and answers 304 without a policy", async () => {
    // A returning visitor: no cookie to set, so the page may be shared.
    const res = await get("/en/", { Cookie: "lang=en" });
    await res.text();
    const etag = res.headers.get("etag") ?? "";
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(res.headers.get("cache-control")).toBe("public, no-cache");
    expect(res.headers.get("vary")).toContain("Cookie");
    const revalidated = await get("/en/", { Cookie: "lang=en", "If-None-Match": etag });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe("");
    expect(revalidated.headers.get("content-security-policy")).toBeNull();
    // The same when the page is made again for this very request (a new version, the same page).
    await writeSiteConfig(database.db, testSiteConfig("Immo Lumière"));
    const madeNow = await get("/en/", { Cookie: "lang=en; consent=1.0000", "If-None-Match": "x" });
    const etagNow = madeNow.headers.get("etag") ?? "";
    await writeSiteConfig(database.db, testSiteConfig("Immo Lumière"));
    const made304 = await get("/en/", {
      Cookie: "lang=en; consent=1.0000",
      "If-None-Match": etagNow,
    });
    expect(cacheOf("/en/")).toBe("miss");
    expect(made304.status).toBe(304);
    expect(made304.headers.get("content-security-policy")).toBeNull();
    const firstVisit = await get("/en/");
    expect(firstVisit.headers.get("set-cookie")).toMatch(/^lang=en;/);
    expect(firstVisit.headers.get("cache-control")).toBe("private, no-cache");
  });

  it("never answers from the cache for a visitor with another cookie (a session)", async () => {
    await get("/en/", { Cookie: "session=abc" });
    expect(cacheOf("/en/")).toBeUndefined();
  });

  it("keeps error pages out", async () => {
    await get("/en/nowhere/");
    await get("/en/nowhere/");
    expect(cacheOf("/en/nowhere/")).toBeUndefined();
  });
});

/** `count` answers read from a socket that asked for them one after the other (HTTP/1.1, Content-Length). */
async function readAnswers(socket: Socket, count: number) {
  let received = Buffer.alloc(0);
  const answers: { res: Response; html: string }[] = [];
  for await (const chunk of socket) {
    received = Buffer.concat([received, chunk as Buffer]);
    for (;;) {
      const headEnd = received.indexOf("\r\n\r\n");
      if (headEnd < 0) break;
      const head = received.subarray(0, headEnd).toString();
      const length = Number(/content-length: (\d+)/i.exec(head)?.[1]);
      if (received.length < headEnd + 4 + length) break;
      const headers = new Headers(
        head
          .split("\r\n")
          .slice(1)
          .map((line) => line.split(/: (.*)/s).slice(0, 2) as [string, string]),
      );
      const html = received.subarray(headEnd + 4, headEnd + 4 + length).toString();
      answers.push({ res: new Response(null, { headers }), html });
      received = received.subarray(headEnd + 4 + length);
    }
    if (answers.length === count) break;
  }
  socket.destroy();
  return answers;
}
