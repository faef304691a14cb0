import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { needsSlash, trailingSlash } from "./trailing-slash.ts";

describe("needsSlash", () => {
  it.each(["/fr", "/fr/a-vendre", "/healthz-like"])("wants a slash after %s", (path) => {
    expect(needsSlash(path)).toBe(true);
  });

  it.each([
    "/",
    "/fr/",
    "/favicon.ico",
    "/assets/app-1a2b.js",
    "/fr/_.data",
    "/fr.data",
    "/__manifest",
  ])("leaves %s alone", (path) => {
    expect(needsSlash(path)).toBe(false);
  });
});

describe("trailingSlash middleware", () => {
  const app = new Hono().use(trailingSlash).all("*", (c) => c.text("page"));

  it("redirects permanently and keeps the query string", async () => {
    const res = await app.request("/fr?city=1000&type=2");
    expect(res.status).toBe(301);
    expect(res.headers.get("Location")).toBe("/fr/?city=1000&type=2");
  });

  it("never redirects to another host", async () => {
    const res = await app.request("http://localhost//evil.example/path");
    expect(res.headers.get("Location")).toBe("/evil.example/path/");
  });

  it("lets other methods through", async () => {
    const res = await app.request("/fr", { method: "POST" });
    expect(res.status).toBe(200);
  });
});
