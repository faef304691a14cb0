import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addTestStaff, staffSessionCookie } from "#tests/support/staff-sessions.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";

// server/request-guard.ts: the desk's upload addresses and document editors take a large body only from
// a request that carries a desk cookie; an anonymous one is refused at once (413), before its body is
// taken in.
describe(`the desk's upload limits by path on ${engineUnderTest}`, () => {
  let t: TestDatabase;
  let site: Awaited<ReturnType<typeof createTestApp>>;
  let admin: string;
  const editorPaths = [
    "/admin/media/?do=upload",
    "/admin/redirects/",
    "/admin/settings/footer/?do=save",
    "/admin/pages/1/?do=save",
    "/admin/collections/news/1/?do=save",
  ];
  const body = () => new Uint8Array(1024 * 1024).fill(97);
  const post = (path: string, cookie?: string) =>
    site.app.request(`http://localhost${path}`, {
      method: "POST",
      body: body(),
      headers: {
        "content-type": "application/octet-stream",
        origin: "http://localhost",
        "sec-fetch-site": "same-origin",
        ...(cookie ? { cookie } : {}),
      },
      redirect: "manual",
    });

  beforeAll(async () => {
    t = await createTestDatabase();
    site = await createTestApp(t);
    admin = await staffSessionCookie(t.db, await addTestStaff(t.db, { role: "admin" }));
  });
  afterAll(() => t.dispose());

  it("refuses a large anonymous body to an upload address with a 413", async () => {
    for (const path of editorPaths) expect((await post(path)).status, path).toBe(413);
  });

  it("lets an admin's upload or document of that size through to the desk", async () => {
    for (const path of editorPaths) expect((await post(path, admin)).status, path).not.toBe(413);
  });
});
