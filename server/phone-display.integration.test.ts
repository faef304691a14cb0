import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeSiteConfig } from "#app/data/config/site-config.server.ts";
import { writeDemoContent } from "#tests/support/demo-content.ts";
import { testSiteConfig } from "#tests/support/site-config-fixture.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";

// PRODUCT.md: "The top bar, cards, pages and mails show one number the same way" (docs/requirements.md §5). The
// agency's Brussels number is typed two ways in the configuration; the page shows it once, 02 345 67 89.
describe(`one display of the agency's phone number on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let site: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = testSiteConfig("Immo Lumière");
    const [call, ...others] = config.topBar.left;
    if (!call) throw new Error("the demo top bar starts with the agency's phone");
    await writeSiteConfig(database.db, {
      ...config,
      agency: { ...config.agency, phone: "023456789" },
      topBar: {
        ...config.topBar,
        left: [{ ...call, label: { fr: "02/345.67.89" }, href: "tel:+3223456789" }, ...others],
      },
    });
    await writeDemoContent(database.db);
    site = await createTestApp(database);
  });
  afterAll(() => database.dispose());

  it("shows the top bar and the contact card with the same grouping", async () => {
    const res = await site.app.request("http://localhost/fr/contact/");
    expect(res.status).toBe(200);
    const html = await res.text();
    const topBar = html.slice(html.indexOf('class="top-bar"'), html.indexOf("</header>"));
    expect(topBar).toMatch(/href="tel:\+3223456789"[^>]*>.*?<span>02 345 67 89<\/span><\/a>/);
    const card = html.slice(html.indexOf('class="contact-card"'));
    expect(card).toMatch(/<a href="tel:023456789">02 345 67 89<\/a>/);
    expect(html).not.toContain("023 45 67 89");
    expect(html).not.toContain("02/345.67.89");
  });
});
