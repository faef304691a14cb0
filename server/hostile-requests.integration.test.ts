import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "#tests/support/test-app.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";

// docs/requirements.md §16: what a security probe sent, answered cleanly (4xx, never a 500, never a way off-site).
describe(`hostile requests on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let site: Awaited<ReturnType<typeof createTestApp>>;
  const send = (path: string, init: RequestInit = {}) =>
    site.app.request(`http://localhost${path}`, { redirect: "manual", ...init });

  beforeAll(async () => {
    database = await createTestDatabase();
    site = await createTestApp(database);
  });
  afterAll(() => database.dispose());

  it.each([
    ["/%5cevil.com/x", "a backslash"],
    ["/%5Cevil.com/x/", "an upper-case backslash"],
    ["/%09/evil.com/x", "a tab"],
    ["/fr%00/x", "a NUL"],
    ["/fr/%0d%0aSet-Cookie:x", "CR LF"],
    ["/fr/%zz/", "a broken escape"],
    ["/fr/a-vendre/bruxelles/%ed%a0%80/12/", "invalid UTF-8"],
  ])("refuses %s (%s) with a localized 400 and no redirect", async (path) => {
    const res = await send(path);
    expect(res.status).toBe(400);
    expect(res.headers.get("location")).toBeNull();
    expect(await res.text()).toMatch(/<h1>(This address cannot be read|Cette adresse ne peut)/);
  });

  it("builds the trailing-slash redirect from the path as it was sent", async () => {
    const res = await send("/fr/a%20b?q=%2F");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/fr/a%20b/?q=%2F");
  });

  it("answers thousands of path segments at once with a 404, before the router", async () => {
    const path = `/fr${"/a".repeat(500)}/`;
    const res = await send(path);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("Nous n&#39;avons pas trouvé cette page");
    // The router never saw it: no access to the 404 page's data, no warning from the router.
    expect(site.logLines.some((line) => line.msg === "request failed")).toBe(false);
  });

  it("refuses an address longer than any of ours with 414", async () => {
    expect((await send(`/fr/${"x".repeat(2000)}/`)).status).toBe(414);
    expect((await send(`/fr/?q=${"x".repeat(9000)}`)).status).toBe(414);
  });

  it.each(["PUT", "DELETE", "PATCH"])(
    "answers %s with 405 and the methods allowed",
    async (method) => {
      for (const path of ["/consent", "/fr/"]) {
        const res = await send(path, { method });
        expect(res.status).toBe(405);
        expect(res.headers.get("allow")).toBe("GET, HEAD, POST");
      }
    },
  );

  it("answers a GET of the consent endpoint with a client error logged as a warning", async () => {
    site.logLines.length = 0;
    const res = await send("/consent/");
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(site.logLines.filter((line) => line.level === "error")).toEqual([]);
  });

  it("logs React Router's refusal of a post from another origin as a warning (docs/requirements.md §16)", async () => {
    site.logLines.length = 0;
    // The same host over https while the request came over http: the router answers 400.
    const res = await send("/fr/contact/", {
      method: "POST",
      body: new URLSearchParams({ name: "x" }),
      headers: { origin: "https://localhost", host: "localhost" },
    });
    expect(res.status).toBe(400);
    expect(site.logLines.filter((line) => line.level === "error")).toEqual([]);
    expect(site.logLines).toContainEqual(
      expect.objectContaining({ level: "warn", msg: "request refused", status: 400 }),
    );
  });

  it.each([
    ["JSON", "application/json", '{"choice":"agree-all"}'],
    ["a broken multipart body", "multipart/form-data; boundary=zz", "--zz\r\nbroken"],
    ["no type at all", "", "choice=agree-all"],
  ])("refuses a consent sent as %s with 400 and stores nothing", async (_name, type, body) => {
    const res = await send("/consent", {
      method: "POST",
      body,
      headers: type ? { "Content-Type": type } : {},
    });
    expect(res.status).toBe(400);
    expect(res.headers.get("set-cookie")).toBeNull();
  });

  it("refuses a body larger than any form with a localized 413, announced or not, and stores nothing", async () => {
    const large = new URLSearchParams({
      choice: "agree-all",
      returnTo: "/fr/",
      x: "y".repeat(70_000),
    });
    const announced = await send("/consent", { method: "POST", body: large });
    expect(announced.status).toBe(413);
    expect(announced.headers.get("set-cookie")).toBeNull();
    expect(await announced.text()).toContain("Ce message est trop long");
    const chunks = new TextEncoder().encode(large.toString());
    const streamed = await send("/consent", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new ReadableStream({
        start(controller) {
          for (let i = 0; i < chunks.length; i += 8192)
            controller.enqueue(chunks.slice(i, i + 8192));
          controller.close();
        },
      }),
      duplex: "half",
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(streamed.headers.get("set-cookie")).toBeNull();
  });

  it.each(["/.//evil.com", "/..//evil.com", "/%2e//evil.com"])(
    "sends a consent's return to %s home, never to another host",
    async (returnTo) => {
      const res = await send("/consent", {
        method: "POST",
        body: new URLSearchParams({ choice: "decline-all", returnTo }),
      });
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe("/");
    },
  );

  it.each([
    ["Origin of another site", { Origin: "https://evil.example" }],
    ["Origin null", { Origin: "null" }],
    ["Sec-Fetch-Site cross-site", { "Sec-Fetch-Site": "cross-site", Origin: "http://localhost" }],
  ])("refuses a cross-site consent (%s) with 403 and stores nothing", async (_name, headers) => {
    const res = await send("/consent", {
      method: "POST",
      body: new URLSearchParams({ choice: "agree-all", returnTo: "/fr/" }),
      headers,
    });
    expect(res.status).toBe(403);
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(await res.text()).toContain("Ce formulaire a été envoyé depuis un autre site");
  });

  it("accepts a consent from its own pages", async () => {
    const res = await send("/consent", {
      method: "POST",
      body: new URLSearchParams({ choice: "agree-all", returnTo: "/fr/" }),
      headers: { Origin: "http://localhost", "Sec-Fetch-Site": "same-origin" },
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("set-cookie")).toMatch(/^consent=1\.1111;/);
  });

  it("logs CSP reports as warnings, a bounded number a minute, and answers 204", async () => {
    site.logLines.length = 0;
    const report = JSON.stringify({
      "csp-report": {
        "document-uri": "http://localhost/fr/",
        "violated-directive": "script-src",
        "blocked-uri": "https://evil.example/x.js",
      },
    });
    const post = () =>
      send("/csp-report", {
        method: "POST",
        body: report,
        headers: { "Content-Type": "application/csp-report", Origin: "https://elsewhere.example" },
      });
    expect((await post()).status).toBe(204);
    expect(site.logLines).toContainEqual(
      expect.objectContaining({
        level: "warn",
        msg: "csp violation",
        blockedURL: "https://evil.example/x.js",
        effectiveDirective: "script-src",
      }),
    );
    for (let i = 0; i < 70; i++) await post();
    expect(site.logLines.filter((line) => line.msg === "csp violation")).toHaveLength(60);
    const wrongType = await send("/csp-report", { method: "POST", body: "x" });
    expect(wrongType.status).toBe(415);
  });
});
