import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { canonicalOf, canonicalPath } from "./canonical-path.ts";

describe("canonicalOf", () => {
  it.each([
    ["/fr", "/fr/"],
    ["/fr/a-vendre", "/fr/a-vendre/"],
    ["/healthz-like", "/healthz-like/"],
    ["/NL/te-koop/", "/nl/te-koop/"],
    ["/FR/A-VENDRE", "/fr/a-vendre/"],
    ["/nl/Te-Koop/Brussel/", "/nl/te-koop/brussel/"],
  ])("writes %s as %s", (path, canonical) => {
    expect(canonicalOf(path)).toBe(canonical);
  });

  it.each([
    "/",
    "/fr/",
    "/favicon.ico",
    "/assets/app-1a2b.js",
    "/fr/_.data",
    "/FR/A-VENDRE/_.data",
    "/fr.data",
    "/__manifest",
    "/Contact-demand/",
    "/A-propos-de-nous/",
    "/Documents-et-info/",
    "/fr/%C3%A9t%C3%A9/",
  ])("leaves %s alone", (path) => {
    expect(canonicalOf(path)).toBe(path);
  });
});

describe("canonicalPath middleware", () => {
  const app = new Hono().use(canonicalPath).all("*", (c) => c.text("page"));

  it("redirects permanently and keeps the query string", async () => {
    const res = await app.request("/fr?city=1000&type=2");
    expect(res.status).toBe(301);
    expect(res.headers.get("Location")).toBe("/fr/?city=1000&type=2");
  });

  it("sends capitals to the lower-case URL in one step, query string as sent", async () => {
    const res = await app.request("/FR/A-Vendre?City=Uccle");
    expect(res.status).toBe(301);
    expect(res.headers.get("Location")).toBe("/fr/a-vendre/?City=Uccle");
  });

  it("never redirects to another host", async () => {
    const res = await app.request("http://localhost//evil.example/path");
    expect(res.headers.get("Location")).toBe("/evil.example/path/");
  });

  it.each([
    ["/FR/%2F%2Fevil-example", "/fr/%2F%2Fevil-example/"],
    ["/FR/%2e%2E/%2F", "/%2F/"],
    ["//FR/A-Vendre", "/FR/A-Vendre/"],
  ])("keeps the escapes of a hostile %s and stays on this site", async (path, location) => {
    const res = await app.request(`http://localhost${path}`);
    expect(res.status).toBe(301);
    expect(res.headers.get("Location")).toBe(location);
  });

  it("lets other methods through", async () => {
    const res = await app.request("/FR", { method: "POST" });
    expect(res.status).toBe(200);
  });
});
