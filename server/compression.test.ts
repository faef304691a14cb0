import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { compression, negotiateEncoding } from "./compression.ts";

describe("negotiateEncoding", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip;q=0.5", "gzip"],
    ["*", "br"],
    ["identity", undefined],
    [undefined, undefined],
  ])("picks from %s", (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe("compression middleware", () => {
  const page = `<!doctype html>${"<p>Maison à vendre</p>".repeat(200)}`;
  const app = new Hono()
    .use(compression)
    .get("/page/", (c) => c.html(page))
    .get("/small/", (c) =>
      c.body("<p>hi</p>", 200, { "Content-Type": "text/html", "Content-Length": "9" }),
    )
    .get("/image.png", (c) => c.body(new Uint8Array(4096), 200, { "Content-Type": "image/png" }));

  it("sends brotli that decodes to the same page", async () => {
    const res = await app.request("/page/", { headers: { "Accept-Encoding": "gzip, br" } });
    expect(res.headers.get("Content-Encoding")).toBe("br");
    expect(res.headers.get("Vary")).toContain("Accept-Encoding");
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.length).toBeLessThan(page.length / 10);
    expect(brotliDecompressSync(body).toString()).toBe(page);
  });

  it("falls back to gzip", async () => {
    const res = await app.request("/page/", { headers: { "Accept-Encoding": "gzip" } });
    expect(res.headers.get("Content-Encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(page);
  });

  it("leaves bodies known to be small, binary types and plain clients alone", async () => {
    const headers = { "Accept-Encoding": "br" };
    expect((await app.request("/small/", { headers })).headers.get("Content-Encoding")).toBeNull();
    expect(
      (await app.request("/image.png", { headers })).headers.get("Content-Encoding"),
    ).toBeNull();
    expect((await app.request("/page/")).headers.get("Content-Encoding")).toBeNull();
  });

  it("sends what it does not compress as it is, its body unread", async () => {
    // Reading the body turns @hono/node-server's ready-to-send answer into a stream (a copy per byte).
    let bodyRead = false;
    class Watched extends Response {
      override get body() {
        bodyRead = true;
        return super.body;
      }
    }
    const watched = new Hono()
      .use(compression)
      .get("/page/", () => new Watched(page, { headers: { "Content-Type": "text/html" } }));
    const res = await watched.request("/page/");
    expect(bodyRead).toBe(false);
    expect(res.headers.get("Vary")).toContain("Accept-Encoding");
    expect(await res.text()).toBe(page);
  });
});
