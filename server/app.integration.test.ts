import { readdirSync } from "node:fs";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeSiteConfig } from "#app/data/config/site-config.server.ts";
import { inlineAllowed } from "#tests/support/inline-allowed.ts";
import { testSiteConfig } from "#tests/support/site-config-fixture.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";

describe(`the site over HTTP on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let site: Awaited<ReturnType<typeof createTestApp>>;
  const get = (path: string, headers: Record<string, string> = {}) =>
    site.app.request(`http://localhost${path}`, { headers });

  beforeAll(async () => {
    database = await createTestDatabase();
    site = await createTestApp(database);
  });
  afterAll(() => database.dispose());

  it.each([
    ["/en/", "en", "Find the home that suits you"],
    ["/nl/", "nl", "Vind de woning die bij u past"],
    ["/fr/", "fr", "Trouvez le bien qui vous ressemble"],
    ["/de/", "de", "Finden Sie das Zuhause, das zu Ihnen passt"],
  ])("renders the home page %s on the server", async (path, language, heading) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    const html = await res.text();
    expect(html).toContain(`<html lang="${language}">`);
    expect(html).toContain(`<h1 id="home-heading">${heading}</h1>`);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
  });

  it("sends / to the default language's home", async () => {
    const res = await get("/");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/fr/");
  });

  it("answers /fr with 301 to /fr/, keeping the query", async () => {
    const res = await get("/fr?utm_source=mail");
    expect(res.status).toBe(301);
    expect(res.headers.get("Location")).toBe("/fr/?utm_source=mail");
  });

  it("answers unknown paths with the localized 404 page", async () => {
    const res = await get("/nope/");
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("Nous n&#x27;avons pas trouvé cette page");
    const german = await get("/de/gibt-es-nicht/");
    expect(german.status).toBe(404);
    const html = await german.text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('href="/de/"');
  });

  it("lets every inline script run by this answer's nonce, or by its hash on a page without a form", async () => {
    // A page with a form is cut at its nonce and form times; one without is kept with hashes (ADR 067).
    for (const [path, by] of [
      ["/fr/contact/", "nonce"],
      ["/fr/", "hash"],
    ] as const) {
      const res = await get(path);
      const policy = res.headers.get("Content-Security-Policy") ?? "";
      const html = await res.text();
      // Data blocks (JSON-LD) are not run and need neither.
      const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].filter(
        ([, attributes]) => !attributes?.includes("application/ld+json"),
      );
      expect(scripts.length).toBeGreaterThan(0);
      expect(policy.includes("'nonce-")).toBe(by === "nonce");
      for (const [, attributes = "", code = ""] of scripts)
        expect(inlineAllowed(policy, "script-src", attributes, code)).toBe(true);
    }
  });

  it("names the agency from its settings", async () => {
    await writeSiteConfig(database.db, testSiteConfig("Immo Lumière"));
    const html = await (await get("/nl/")).text();
    expect(html).toContain("Immo Lumière</a>");
    expect(html).toContain("| Immo Lumière</title>");
  });

  it("compresses pages with brotli when the browser accepts it", async () => {
    const res = await get("/fr/", { "Accept-Encoding": "gzip, deflate, br" });
    expect(res.headers.get("Content-Encoding")).toBe("br");
    const html = brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString();
    expect(html).toContain('<html lang="fr">');
  });

  it("serves hashed assets precompressed with a year of immutable caching", async () => {
    // The framework chunk: large enough to be precompressed (tiny files are not).
    const script = readdirSync("build/client/assets").find((f) => /^framework-.+\.js$/.test(f));
    const res = await get(`/assets/${script}`, { "Accept-Encoding": "br" });
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("Content-Encoding")).toBe("br");
    for (const copy of [`${script}.br`, `${script}.gz`]) {
      expect((await get(`/assets/${copy}`)).status).toBe(404);
    }
  });

  it("answers a missing file with the 404 page, not an error", async () => {
    const res = await get("/apple-app-site-association.json");
    expect(res.status).toBe(404);
    expect(res.headers.get("Cache-Control")).toBeNull();
  });

  it("tags every response with a request id and logs it", async () => {
    const res = await get("/fr/", { "X-Request-Id": "proxy-id-1234" });
    expect(res.headers.get("X-Request-Id")).toBe("proxy-id-1234");
    const line = site.logLines.find((l) => l.requestId === "proxy-id-1234" && l.msg === "request");
    expect(line).toMatchObject({ method: "GET", path: "/fr/", status: 200 });
    const fresh = await get("/fr/", { "X-Request-Id": "bad id with spaces" });
    expect(fresh.headers.get("X-Request-Id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("reports a reachable database on /healthz", async () => {
    const res = await get("/healthz");
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(await res.json()).toEqual({ status: "ok", database: "up", media: "writable" });
  });
});

describe(`the site without its database on ${engineUnderTest}`, () => {
  it("reports 503 on /healthz and shows a localized error page without details", async () => {
    const database = await createTestDatabase();
    const site = await createTestApp(database);
    await database.dispose();

    const health = await site.app.request("http://localhost/healthz");
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({
      status: "unavailable",
      database: "down",
      media: "writable",
    });

    const page = await site.app.request("http://localhost/nl/");
    expect(page.status).toBe(503);
    const html = await page.text();
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain("<title>Er ging iets mis</title>");
    expect(html).toContain("Er ging bij ons iets mis");
    expect(html).not.toMatch(/at .+\.(js|ts):\d+/);
    expect(site.logLines.some((l) => l.level === "error")).toBe(true);
  });
});
