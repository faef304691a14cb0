import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { writeSiteConfig } from "#app/data/config/site-config.server.ts";
import { readRedirectMap } from "#app/data/redirects/redirects.server.ts";
import { writeDemoContent } from "#tests/support/demo-content.ts";
import { testSiteConfig } from "#tests/support/site-config-fixture.ts";
import { addTestStaff, staffSessionCookie } from "#tests/support/staff-sessions.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";

// Issue 27, ADR 057: the desk's redirects page over the real application: an admin's alone, each form
// and each refusal, nothing written when refused.
describe(`the desk's redirects page on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let site: Awaited<ReturnType<typeof createTestApp>>;
  let admin: string;
  let agent: string;
  let french: string;
  let requests = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    await writeSiteConfig(db, testSiteConfig("Immo Lumière"));
    await writeDemoContent(db);
    admin = await staffSessionCookie(db, await addTestStaff(db, { role: "admin", language: "en" }));
    french = await staffSessionCookie(
      db,
      await addTestStaff(db, { role: "admin", language: "fr" }),
    );
    agent = await staffSessionCookie(db, await addTestStaff(db, { role: "agent" }));
    site = await createTestApp(database, { trustProxy: { hops: 1 } });
  });
  afterAll(() => database.dispose());
  beforeEach(async () => {
    await database.db.deleteFrom("redirect").execute();
  });

  const request = (path: string, init: RequestInit & { cookie?: string } = {}) => {
    const headers = new Headers(init.headers);
    headers.set("x-forwarded-for", `10.57.0.${++requests % 250}`);
    if (!headers.has("origin")) headers.set("origin", "http://localhost");
    if (init.cookie) headers.set("cookie", init.cookie);
    return site.app.request(`http://localhost${path}`, { redirect: "manual", ...init, headers });
  };
  const post = (path: string, body: URLSearchParams | FormData, cookie = admin) =>
    request(path, { method: "POST", body, cookie });
  const upload = (csv: string, { dryRun = false, cookie = admin } = {}) => {
    const form = new FormData();
    form.set("file", new File([csv], "old-site.csv", { type: "text/csv" }));
    if (dryRun) form.set("dryRun", "on");
    return post("/admin/redirects/?do=import", form, cookie);
  };
  const stored = async () => Object.fromEntries(await readRedirectMap(database.db));

  it("is an admin's page: an agent gets the desk's 404, a visitor the login", async () => {
    expect((await request("/admin/redirects/", { cookie: admin })).status).toBe(200);
    expect((await request("/admin/redirects/", { cookie: agent })).status).toBe(404);
    expect((await upload("/a/;/fr/", { cookie: agent })).status).toBe(404);
    expect(await stored()).toEqual({});
    const visitor = await request("/admin/redirects/");
    expect(visitor.status).toBe(303);
    expect(visitor.headers.get("location")).toContain("/admin/login/");
  });

  it("refuses a cross-site post", async () => {
    const answer = await request("/admin/redirects/?do=add", {
      method: "POST",
      body: new URLSearchParams({ from: "/a/", to: "/fr/" }),
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      cookie: admin,
    });
    expect(answer.status).toBe(403);
    expect(await stored()).toEqual({});
  });

  it("imports a CSV file, lists it paged by key and filtered, and removes one", async () => {
    const rows = Array.from(
      { length: 60 },
      (_, i) => `/old/${String(i).padStart(2, "0")}.html;/fr/`,
    );
    const answer = await upload(`old;new\n${rows.join("\n")}`);
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/admin/redirects/?done=imported&count=60");
    const first = await (
      await request("/admin/redirects/?done=imported&count=60", { cookie: admin })
    ).text();
    expect(first).toContain("60 redirects were imported.");
    expect(first).toContain(">/old/49.html</th>");
    expect(first).not.toContain(">/old/50.html</th>");
    expect(first).toContain('href="/admin/redirects/?after=%2Fold%2F49.html"');
    const next = await (
      await request("/admin/redirects/?after=%2Fold%2F49.html", { cookie: admin })
    ).text();
    expect(next).toContain(">/old/59.html</th>");
    expect(next).not.toContain(">/old/49.html</th>");
    const filtered = await (await request("/admin/redirects/?q=07.HTML", { cookie: admin })).text();
    expect(filtered).toContain(">/old/07.html</th>");
    expect(filtered).not.toContain(">/old/08.html</th>");
    const id = await database.db
      .selectFrom("redirect")
      .select("id")
      .where("from_path", "=", "/old/07.html")
      .executeTakeFirstOrThrow();
    const removed = await post(
      "/admin/redirects/?do=remove",
      new URLSearchParams({ id: String(id.id) }),
    );
    expect(removed.headers.get("location")).toBe("/admin/redirects/?done=removed");
    expect(Object.keys(await stored())).toHaveLength(59);
    const again = await post(
      "/admin/redirects/?do=remove",
      new URLSearchParams({ id: String(id.id) }),
    );
    expect(again.status).toBe(404);
    expect(
      (await post("/admin/redirects/?do=remove", new URLSearchParams({ id: "x" }))).status,
    ).toBe(404);
  });

  it("names every refused line in the staff member's language and writes nothing", async () => {
    const answer = await upload("/a/;/b/\n/b/;/a/\n/contact/;/fr/\n/c\n", { cookie: french });
    expect(answer.status).toBe(422);
    const html = await answer.text();
    expect(html).toContain("Rien n’a été écrit : 4 lignes à corriger");
    expect(html).toContain("Ligne 1 :");
    expect(html).toContain("une boucle : /b/ ramène à cette ancienne adresse.");
    expect(html).toContain("cette adresse est une page de ce site");
    expect(html).toContain("il faut deux colonnes");
    expect(await stored()).toEqual({});
  });

  it("checks a file without writing it on a dry run, and refuses what is no UTF-8 text", async () => {
    const checked = await upload("/a/;/fr/\n/b/;/en/\n", { dryRun: true });
    expect(checked.status).toBe(200);
    expect(await checked.text()).toContain(
      "Check done: 2 redirects would be added. Nothing was written.",
    );
    const latin1 = new FormData();
    latin1.set(
      "file",
      new File([new Uint8Array([0x2f, 0x63, 0x61, 0x66, 0xe9, 0x3b, 0x2f])], "x.csv"),
    );
    const refused = await post("/admin/redirects/?do=import", latin1);
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain("This file is not UTF-8 text.");
    expect((await post("/admin/redirects/?do=import", new FormData())).status).toBe(422);
    expect(await stored()).toEqual({});
  });

  it("adds one redirect, and refuses one that is invalid, empty or already there", async () => {
    // Read just before: the server hears the desk's change at once, not at its next version check.
    expect((await request("/equipe/")).status).toBe(404);
    const added = await post(
      "/admin/redirects/?do=add",
      new URLSearchParams({ from: "/equipe", to: "/fr/" }),
    );
    expect(added.headers.get("location")).toBe("/admin/redirects/?done=added");
    const twice = await post(
      "/admin/redirects/?do=add",
      new URLSearchParams({ from: "/equipe/", to: "/en/" }),
    );
    expect(twice.status).toBe(422);
    expect(await twice.text()).toContain("this old address already leads to /fr/.");
    const empty = await post(
      "/admin/redirects/?do=add",
      new URLSearchParams({ from: "", to: "/fr/" }),
    );
    expect(empty.status).toBe(422);
    const bad = await post(
      "/admin/redirects/?do=add",
      new URLSearchParams({ from: "/x/", to: "javascript:alert(1)" }),
    );
    expect(bad.status).toBe(422);
    expect((await post("/admin/redirects/?do=nothing", new URLSearchParams())).status).toBe(400);
    expect(await stored()).toEqual({ "/equipe/": "/fr/" });
    const answer = await request("/equipe/");
    expect(answer.status).toBe(301);
    expect(answer.headers.get("location")).toBe("/fr/");
  });
});
