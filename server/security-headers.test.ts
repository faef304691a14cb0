import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { noProxy } from "#app/domain/trusted-proxies.ts";
import { videoView } from "#app/domain/video.ts";
import {
  contentSecurityPolicy,
  frameSources,
  pageFrameSources,
} from "#app/http/content-security-policy.ts";
import type { AppEnv } from "./hono-env.ts";
import { securityHeaders } from "./security-headers.ts";
import { type AddressOptions, siteAddress } from "./site-address.ts";

function appWith(options: Partial<AddressOptions> = {}) {
  return new Hono<AppEnv>()
    .use(siteAddress({ trustProxy: noProxy, port: 3000, ...options }))
    .use(securityHeaders)
    .get("/", (c) => c.html(c.var.nonce))
    .get("/file.css", (c) => c.body("body{}", 200, { "Content-Type": "text/css" }));
}

const directive = (csp: string, name: string) =>
  csp
    .split("; ")
    .find((part) => part.startsWith(`${name} `))
    ?.split(" ")
    .slice(1);

describe("securityHeaders", () => {
  it("allows scripts from our origin and with this request's nonce only, when no tag is configured", async () => {
    const res = await appWith().request("/");
    const nonce = await res.text();
    const csp = res.headers.get("Content-Security-Policy") ?? "";
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(directive(csp, "script-src")).toEqual(["'self'", `'nonce-${nonce}'`]);
    // Styles and fonts never come from elsewhere (product rule: self-hosted fonts).
    expect(directive(csp, "style-src")).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(directive(csp, "font-src")).toEqual(["'self'"]);
    expect(directive(csp, "connect-src")).toEqual(["'self'"]);
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).toContain("frame-ancestors 'self'");
    // Only what is named is allowed.
    expect(directive(csp, "default-src")).toEqual(["'none'"]);
    expect(directive(csp, "media-src")).toEqual(["'self'"]);
    expect(res.headers.get("Cross-Origin-Resource-Policy")).toBe("same-site");
    expect(csp).toContain("report-uri /csp-report; report-to csp");
    expect(res.headers.get("Reporting-Endpoints")).toBe('csp="/csp-report"');
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("Permissions-Policy")).toContain("camera=()");
    expect(res.headers.get("Cross-Origin-Opener-Policy")).toBe("same-origin");
    expect(res.headers.get("Strict-Transport-Security")).toBeNull();
  });

  it("sends only nosniff with files: the page headers are for documents", async () => {
    const res = await appWith().request("/file.css");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    for (const name of ["Content-Security-Policy", "Permissions-Policy", "Referrer-Policy"])
      expect(res.headers.get(name)).toBeNull();
  });

  it("uses a new nonce for every request", async () => {
    const app = appWith();
    const [a, b] = await Promise.all([app.request("/"), app.request("/")]);
    expect(await a.text()).not.toBe(await b.text());
  });

  it("never hands out the same nonce twice, also past one draw of random bytes", async () => {
    const app = appWith();
    const nonces = new Set<string>();
    for (let i = 0; i < 600; i++) nonces.add(await (await app.request("/")).text());
    expect(nonces.size).toBe(600);
  });

  it("adds HSTS when the public URL is https", async () => {
    const res = await appWith({ publicUrl: "https://agency.example" }).request("/");
    expect(res.headers.get("Strict-Transport-Security")).toContain("max-age=31536000");
    expect(res.headers.get("Content-Security-Policy")).toContain("upgrade-insecure-requests");
  });

  it("believes X-Forwarded-Proto only behind a trusted proxy", async () => {
    const headers = { "X-Forwarded-Proto": "https" };
    const trusted = await appWith({ trustProxy: { hops: 1 } }).request("/", { headers });
    const untrusted = await appWith().request("/", { headers });
    expect(trusted.headers.get("Strict-Transport-Security")).not.toBeNull();
    expect(untrusted.headers.get("Strict-Transport-Security")).toBeNull();
  });
});

describe("contentSecurityPolicy", () => {
  it("allows the hosts of the configured tags and no others", () => {
    const analytics = contentSecurityPolicy({
      nonce: "n",
      https: false,
      tags: { analyticsId: "G-TEST" },
    });
    expect(directive(analytics, "script-src")).toEqual([
      "'self'",
      "'nonce-n'",
      "https://*.googletagmanager.com",
    ]);
    expect(directive(analytics, "connect-src")).toContain("https://*.google-analytics.com");
    expect(analytics).not.toContain("facebook");
    const pixel = contentSecurityPolicy({ nonce: "n", https: false, tags: { socialPixelId: "1" } });
    expect(directive(pixel, "script-src")).toEqual([
      "'self'",
      "'nonce-n'",
      "https://connect.facebook.net",
    ]);
    expect(pixel).not.toContain("google");
  });

  it("allows the map tiles' origin for images only when they are configured (ADR 014)", () => {
    const tiles = contentSecurityPolicy({
      nonce: "n",
      https: false,
      mapTiles: "https://tiles.example.be/{z}/{x}/{y}.png",
    });
    expect(directive(tiles, "img-src")).toEqual(["'self'", "data:", "https://tiles.example.be"]);
    expect(directive(tiles, "connect-src")).toEqual(["'self'"]);
    expect(contentSecurityPolicy({ nonce: "n", https: false })).not.toContain("tiles.example.be");
  });

  it("frames exactly the players of the page's videos, and nothing on other pages (ADR 019)", () => {
    const videos = [
      videoView({ kind: "youtube", id: "dQw4w9WgXcQ" }),
      videoView({ kind: "youtube", id: "aqz-KE-bpKQ" }),
      videoView({ kind: "tour3d", url: "https://my.matterport.com/show/?m=SxQL3iGyoDo" }),
      videoView({ kind: "file", url: "https://cdn.agency.be/villa.mp4", extension: "mp4" }),
    ];
    const loaderData = {
      root: { tags: {} },
      "routes/property": { frameSources: frameSources(videos) },
    };
    const csp = contentSecurityPolicy({
      nonce: "n",
      https: false,
      frames: pageFrameSources(loaderData),
    });
    expect(directive(csp, "frame-src")).toEqual([
      "https://www.youtube-nocookie.com",
      "https://my.matterport.com",
    ]);
    expect(directive(csp, "media-src")).toEqual(["'self'"]);
    const without = contentSecurityPolicy({
      nonce: "n",
      https: false,
      frames: pageFrameSources({}),
    });
    expect(directive(without, "frame-src")).toBeUndefined();
  });
});
