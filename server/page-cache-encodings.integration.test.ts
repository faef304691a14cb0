import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { writeSiteConfig } from "#app/data/config/site-config.server.ts";
import { loaderModuleCode } from "#app/http/after-first-paint.server.ts";
import { formRenderedAt } from "#app/services/guard/form-time.server.ts";
import { guardKey } from "#app/services/guard/guard-key.server.ts";
import { testSiteConfig } from "#tests/support/site-config-fixture.ts";
import { importIntoTestDatabase } from "#tests/support/snapshot-files.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";

// ADR 067 (issue 29): cached pages kept in brotli and gzip, made once, their policy listing their
// inline scripts by hash; a page with a form still gives each visitor a fresh signed time (ADR 040).
describe(`cached pages kept compressed on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let site: Awaited<ReturnType<typeof createTestApp>>;
  const browser = { "Accept-Encoding": "br, gzip" };
  const get = (path: string, headers: Record<string, string> = {}) =>
    site.app.request(`http://localhost${path}`, { headers, redirect: "manual" });
  const cacheOf = (path: string) =>
    site.logLines.filter((line) => line.msg === "request" && line.path === path).at(-1)?.cache;
  const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());
  const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
  const villa = "/fr/a-vendre/lasne/villa-lumineuse/101/";

  beforeAll(async () => {
    database = await createTestDatabase();
    await writeSiteConfig(database.db, testSiteConfig("Immo Lumière"));
    await importIntoTestDatabase(database.db);
    site = await createTestApp(database);
  });
  afterAll(() => database.dispose());

  it("answers a hit in brotli, the very bytes of the page, made once", async () => {
    const plain = await (await get("/fr/")).text();
    const miss = await get("/fr/", browser);
    const hit = await get("/fr/", browser);
    expect(cacheOf("/fr/")).toBe("hit");
    expect(hit.headers.get("content-encoding")).toBe("br");
    const [missBytes, hitBytes] = [await bytes(miss), await bytes(hit)];
    expect(hitBytes.equals(missBytes)).toBe(true);
    expect(brotliDecompressSync(hitBytes).toString()).toBe(plain);
    const gzip = await get("/fr/", { "Accept-Encoding": "gzip" });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(await bytes(gzip)).toString()).toBe(plain);
    const none = await get("/fr/", { "Accept-Encoding": "identity" });
    expect(none.headers.get("content-encoding")).toBeNull();
    expect(await none.text()).toBe(plain);
  });

  it("allows exactly the inline scripts and styles of a page without a form, by hash", async () => {
    const listing = "/fr/a-vendre/";
    await get(listing, browser);
    const res = await get(listing, browser);
    expect(cacheOf(listing)).toBe("hit");
    const html = brotliDecompressSync(await bytes(res)).toString();
    const policy = res.headers.get("content-security-policy") ?? "";
    const sources = (name: string) =>
      new Set(
        policy
          .split("; ")
          .find((directive) => directive.startsWith(`${name} `))
          ?.split(" ")
          .filter((source) => source.startsWith("'sha256-")),
      );
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
      .filter(([, attributes]) => !/src=|type="application/.test(attributes ?? ""))
      .flatMap(([, , code = ""]) => [code, loaderModuleCode(code) ?? []].flat());
    const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(([, css]) => css);
    expect(scripts.length).toBeGreaterThan(2);
    // React Router's module script, added by the first-paint loader (ADR 025), is among them.
    expect(scripts.filter((code) => /^[\s;]*import /.test(code))).toHaveLength(1);
    expect(sources("script-src")).toEqual(new Set(scripts.map(sha256)));
    expect(sources("style-src")).toEqual(new Set(styles.map((css = "") => sha256(css))));
    expect(policy).not.toMatch(/'nonce-|'unsafe-inline'/);
    expect(html).not.toMatch(/nonce=/);
  });

  it("keeps one ETag per encoding, each revalidated with a 304 that says Vary", async () => {
    const tags = new Map<string, string>();
    for (const encoding of ["br", "gzip", "identity"]) {
      const res = await get("/nl/", { "Accept-Encoding": encoding });
      await res.arrayBuffer();
      expect(res.headers.get("vary")).toBe("Cookie, Accept-Encoding");
      tags.set(encoding, res.headers.get("etag") ?? "");
    }
    expect(new Set(tags.values()).size).toBe(3);
    const br = tags.get("br") ?? "";
    const revalidated = await get("/nl/", { "Accept-Encoding": "br", "If-None-Match": br });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("vary")).toBe("Cookie, Accept-Encoding");
    // The brotli page's tag does not confirm the gzip one.
    const other = await get("/nl/", { "Accept-Encoding": "gzip", "If-None-Match": br });
    expect(other.status).toBe(200);
  });

  it("gives each visitor of a cached page with forms a fresh signed time and nonce, in gzip", async () => {
    const key = await guardKey(database.db);
    const visit = async () => {
      const before = Date.now();
      const res = await get(villa, browser);
      // Brotli cannot be joined around a visitor's time: gzip, whose parts are made once.
      expect(res.headers.get("content-encoding")).toBe("gzip");
      const html = gunzipSync(await bytes(res)).toString();
      const times = [
        ...new Set([...html.matchAll(/name="form-time" value="([^"]+)"/g)].map((m) => m[1])),
      ];
      expect(times).toHaveLength(1);
      const renderedAt = formRenderedAt(key, times[0]);
      expect(renderedAt).toBeGreaterThanOrEqual(before);
      expect(renderedAt).toBeLessThanOrEqual(Date.now());
      return { html, time: times[0] ?? "" };
    };
    const first = await visit();
    await vi.waitUntil(() => Date.now() > (formRenderedAt(key, first.time) ?? 0), { interval: 1 });
    const second = await visit();
    expect(cacheOf(villa)).toBe("hit");
    expect(second.time).not.toBe(first.time);
    const nonce = (html: string) => /nonce="([^"]+)"/.exec(html)?.[1] ?? "";
    const same = (html: string, time: string) =>
      html.replaceAll(time, "T").replaceAll(nonce(html), "N");
    expect(nonce(second.html)).not.toBe(nonce(first.html));
    expect(same(second.html, second.time)).toBe(same(first.html, first.time));
    // A client that takes brotli alone gets it, compressed for that answer.
    const brOnly = await get(villa, { "Accept-Encoding": "br" });
    expect(brOnly.headers.get("content-encoding")).toBe("br");
    expect(brotliDecompressSync(await bytes(brOnly)).toString()).toContain('name="form-time"');
  });
});
