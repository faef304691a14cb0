import { describe, expect, it } from "vitest";
import { leadSite } from "#tests/support/lead-site.ts";
import { snapshot } from "#tests/support/snapshot-fixture.ts";
import { engineUnderTest } from "../tests/support/test-database.ts";

// Issue 15 "Page views", spec §4: a property page's view is stored only with the visitor's
// visit-statistics consent, never a bot's, and once per visitor and property in 30 minutes.
describe(`page views on ${engineUnderTest}`, () => {
  const lead = leadSite({ snapshot });
  const browser =
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36";
  const view = (id: number, cookie: string, userAgent = browser, site = "same-origin") =>
    lead.site.app.request(`http://localhost/page-view/${id}`, {
      method: "POST",
      headers: {
        cookie,
        "user-agent": userAgent,
        origin: "http://localhost",
        "sec-fetch-site": site,
      },
    });
  const stored = async () =>
    (
      await lead.database.db
        .selectFrom("page_view")
        .selectAll()
        .where("property_id", "=", 101)
        .execute()
    ).length;

  it("stores nothing before consent, nor when visit statistics are declined", async () => {
    expect((await view(101, "")).status).toBe(204);
    // analytics_storage is the first flag: declined, the others given.
    expect((await view(101, "consent=1.0111")).status).toBe(204);
    expect(await stored()).toBe(0);
  });

  it("stores a view once visit statistics are allowed, once in 30 minutes", async () => {
    const first = await view(101, "consent=1.1000");
    expect(first.status).toBe(204);
    expect(await stored()).toBe(1);
    const [row] = await lead.database.db.selectFrom("page_view").selectAll().execute();
    expect(row?.source).toBe("website");
    const remembered = first.headers.get("set-cookie")?.match(/views=[^;]+/)?.[0] ?? "";
    expect(remembered).toMatch(/^views=101%3A\d+$/);
    expect((await view(101, `consent=1.1000; ${remembered}`)).status).toBe(204);
    expect(await stored()).toBe(1);
  });

  it("never counts a bot, an unknown property or a post from another site", async () => {
    const before = await stored();
    await view(101, "consent=1.1111", "Mozilla/5.0 (compatible; Googlebot/2.1)");
    await view(101, "consent=1.1111", "");
    expect((await view(999, "consent=1.1111")).status).toBe(404);
    expect((await view(101, "consent=1.1111", browser, "cross-site")).status).toBe(403);
    expect(await stored()).toBe(before);
  });
});
