import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "./hono-env.ts";
import { securityHeaders } from "./security-headers.ts";

function appWith(options: Parameters<typeof securityHeaders>[0]) {
  return new Hono<AppEnv>().use(securityHeaders(options)).get("/", (c) => c.text(c.var.nonce));
}

describe("securityHeaders", () => {
  it("allows scripts from our origin, with this request's nonce, and from the tag hosts", async () => {
    const res = await appWith({ trustProxy: false }).request("/");
    const nonce = await res.text();
    const csp = res.headers.get("Content-Security-Policy") ?? "";
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    const directive = (name: string) =>
      csp
        .split("; ")
        .find((part) => part.startsWith(`${name} `))
        ?.split(" ")
        .slice(1);
    expect(directive("script-src")).toEqual([
      "'self'",
      `'nonce-${nonce}'`,
      "https://*.googletagmanager.com",
      "https://www.googleadservices.com",
      "https://googleads.g.doubleclick.net",
      "https://connect.facebook.net",
    ]);
    // Styles and fonts never come from elsewhere (product rule: self-hosted fonts).
    expect(directive("style-src")).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(directive("font-src")).toEqual(["'self'"]);
    expect(directive("connect-src")).toContain("https://*.google-analytics.com");
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("Permissions-Policy")).toContain("camera=()");
    expect(res.headers.get("Cross-Origin-Opener-Policy")).toBe("same-origin");
    expect(res.headers.get("Strict-Transport-Security")).toBeNull();
  });

  it("uses a new nonce for every request", async () => {
    const app = appWith({ trustProxy: false });
    const [a, b] = await Promise.all([app.request("/"), app.request("/")]);
    expect(await a.text()).not.toBe(await b.text());
  });

  it("adds HSTS when the public URL is https", async () => {
    const res = await appWith({ trustProxy: false, publicUrl: "https://agency.example" }).request(
      "/",
    );
    expect(res.headers.get("Strict-Transport-Security")).toContain("max-age=31536000");
    expect(res.headers.get("Content-Security-Policy")).toContain("upgrade-insecure-requests");
  });

  it("believes X-Forwarded-Proto only behind a trusted proxy", async () => {
    const headers = { "X-Forwarded-Proto": "https" };
    const trusted = await appWith({ trustProxy: true }).request("/", { headers });
    const untrusted = await appWith({ trustProxy: false }).request("/", { headers });
    expect(trusted.headers.get("Strict-Transport-Security")).not.toBeNull();
    expect(untrusted.headers.get("Strict-Transport-Security")).toBeNull();
  });
});
