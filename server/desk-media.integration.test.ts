import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeSiteConfig } from "#app/data/config/site-config.server.ts";
import { readMediaItem } from "#app/data/media/media-library.server.ts";
import { imageRefOf } from "#app/model/admin/media-library.ts";
import { mediaFixtures } from "#tests/support/media-fixtures.ts";
import { testSiteConfig } from "#tests/support/site-config-fixture.ts";
import { addTestStaff, staffSessionCookie } from "#tests/support/staff-sessions.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";

// Issue 27 "Media library", ADR 059: the desk's library pages through the real application: upload,
// descriptions, deletion refused while used, and every refusal changing nothing.
describe(`the desk's media library on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let site: Awaited<ReturnType<typeof createTestApp>>;
  let admin: string;
  let agent: string;
  const alt = { alt_en: "Façade", alt_nl: "Gevel", alt_fr: "Façade", alt_de: "Fassade" };
  const sameSite = { origin: "http://localhost", "sec-fetch-site": "same-origin" };

  beforeAll(async () => {
    database = await createTestDatabase();
    await writeSiteConfig(database.db, testSiteConfig("Immo Lumière"));
    const adminId = await addTestStaff(database.db, { role: "admin", language: "en" });
    const agentId = await addTestStaff(database.db, { role: "agent", language: "en" });
    admin = await staffSessionCookie(database.db, adminId);
    agent = await staffSessionCookie(database.db, agentId);
    site = await createTestApp(database);
  });
  afterAll(() => database.dispose());

  const request = (path: string, init: RequestInit & { cookie?: string } = {}) => {
    const headers = new Headers(init.headers);
    if (init.cookie) headers.set("cookie", init.cookie);
    return site.app.request(`http://localhost${path}`, { redirect: "manual", ...init, headers });
  };
  const upload = (
    content: Buffer,
    name: string,
    fields: Record<string, string> = alt,
    {
      cookie = admin,
      headers = sameSite,
    }: { cookie?: string; headers?: Record<string, string> } = {},
  ) => {
    const body = new FormData();
    body.set("file", new Blob([new Uint8Array(content)]), name);
    for (const [field, value] of Object.entries(fields)) body.set(field, value);
    return request("/admin/media/?do=upload", { method: "POST", body, cookie, headers });
  };
  const post = (path: string, fields: Record<string, string>, cookie = admin) =>
    request(path, { method: "POST", body: new URLSearchParams(fields), cookie, headers: sameSite });
  const itemCount = async () =>
    (await database.db.selectFrom("media_item").select("id").execute()).length;
  const uploadedId = (res: Response) => {
    const match = /^\/admin\/media\/(\d+)\/\?done=uploaded$/.exec(
      res.headers.get("location") ?? "",
    );
    if (!match) throw new Error(`not uploaded: ${res.status} ${res.headers.get("location")}`);
    return Number(match[1]);
  };

  it("answers an agent 404 on the library, an item and every form, storing nothing", async () => {
    expect((await request("/admin/media/", { cookie: agent })).status).toBe(404);
    expect((await request("/admin/media/1/", { cookie: agent })).status).toBe(404);
    const jpeg = await mediaFixtures.jpeg();
    expect((await upload(jpeg, "a.jpg", alt, { cookie: agent })).status).toBe(404);
    expect(await itemCount()).toBe(0);
    const menu = await (await request("/admin/", { cookie: agent })).text();
    expect(menu).not.toContain('href="/admin/media/"');
  });

  it("sends a visitor without a session, or with an ended one, to the login page", async () => {
    const res = await request("/admin/media/");
    expect(res.headers.get("location")).toMatch(/^\/admin\/login\/\?/);
    const ended = await staffSessionCookie(
      database.db,
      await addTestStaff(database.db, { role: "admin" }),
      { seenAgo: 2 * 60 * 60 * 1000 },
    );
    const late = await upload(await mediaFixtures.png(), "late.png", alt, { cookie: ended });
    expect(late.headers.get("location")).toMatch(/^\/admin\/login\/\?/);
    expect(await itemCount()).toBe(0);
  });

  it("refuses a cross-site upload", async () => {
    const res = await upload(await mediaFixtures.png(), "x.png", alt, {
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    });
    expect(res.status).toBe(403);
    expect(await itemCount()).toBe(0);
  });

  it("takes a photo larger than any other form through the picker, and shows it in the grid and on its page", async () => {
    // A photo of noise weighs some hundreds of kilobytes: past the 64 kB every other form is held to.
    const noise = { type: "gaussian", mean: 128, sigma: 40 } as const;
    const photo = await sharp({
      create: { width: 300, height: 200, channels: 3, background: "#808080", noise },
    })
      .png()
      .toBuffer();
    expect(photo.length).toBeGreaterThan(64 * 1024);
    const res = await upload(photo, "facade.png");
    expect(res.status).toBe(303);
    const id = uploadedId(res);
    const grid = await (await request("/admin/media/", { cookie: admin })).text();
    expect(grid).toContain("facade.png");
    expect(grid).toMatch(
      /<img[^>]+loading="lazy"[^>]+alt="Façade"|<img[^>]+alt="Façade"[^>]+loading="lazy"/,
    );
    const page = await request(`/admin/media/${id}/?done=uploaded`, { cookie: admin });
    const html = await page.text();
    expect(html).toContain("The file is in the library.");
    expect(html).toContain("300 × 200 pixels");
    expect(html).toContain("Not used anywhere on the site.");
    const pdfs = await request("/admin/media/?kind=pdf", { cookie: admin });
    expect(await pdfs.text()).not.toContain("facade.png");
    expect((await request("/admin/media/?kind=nonsense", { cookie: admin })).status).toBe(200);
  });

  it("refuses a renamed HTML page and an SVG with a message, and a photo without descriptions", async () => {
    const before = await itemCount();
    const html = await upload(mediaFixtures.html(), "photo.jpg");
    expect(html.status).toBe(422);
    expect(await html.text()).toContain("holds web page code or a script");
    expect((await upload(mediaFixtures.svg(), "logo.png")).status).toBe(422);
    const bare = await upload(await mediaFixtures.png(33, 22), "bare.png", {
      alt_en: "Only English",
    });
    expect(bare.status).toBe(422);
    expect(await bare.text()).toContain("Describe the photo in this language");
    expect(await itemCount()).toBe(before);
  });

  it("changes the descriptions, refuses an empty one, and deletes a file only once unused", async () => {
    const id = uploadedId(await upload(await mediaFixtures.turnedJpeg(), "logo.jpg"));
    const changed = { ...alt, alt_en: "The agency's logo" };
    expect((await post(`/admin/media/${id}/?do=alt`, { ...changed, alt_nl: "" })).status).toBe(422);
    expect((await post(`/admin/media/${id}/?do=alt`, changed)).status).toBe(303);
    const item = await readMediaItem(database.db, id);
    expect(item?.alt.en).toBe("The agency's logo");

    const config = testSiteConfig("Immo Lumière");
    const logo = item && imageRefOf(item);
    await writeSiteConfig(database.db, { ...config, agency: { ...config.agency, logo } });
    const page = await (await request(`/admin/media/${id}/`, { cookie: admin })).text();
    expect(page).toMatch(/<li>Site settings(<!-- -->)?: agency\.logo<\/li>/);
    const refused = await post(`/admin/media/${id}/?do=delete`, {});
    expect(refused.status).toBe(409);
    expect(await readMediaItem(database.db, id)).toBeDefined();

    await writeSiteConfig(database.db, config);
    const deleted = await post(`/admin/media/${id}/?do=delete`, {});
    expect(deleted.headers.get("location")).toBe("/admin/media/?done=deleted");
    expect(await readMediaItem(database.db, id)).toBeUndefined();
    expect((await request(`/admin/media/${id}/`, { cookie: admin })).status).toBe(404);
    const actions = await database.db.selectFrom("staff_audit").select("action").execute();
    expect(actions.map((row) => row.action)).toEqual(
      expect.arrayContaining(["media.upload", "media.alt", "media.delete"]),
    );
  });
});
