import { rm } from "node:fs/promises";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { writeSiteConfig } from "#app/data/config/site-config.server.ts";
import type { SiteConfigInput } from "#app/model/config/site-config.ts";
import { writeDemoContent } from "./demo-content.ts";
import { leadPoster } from "./lead-posts.ts";
import { testSiteConfig } from "./site-config-fixture.ts";
import { importIntoTestDatabase } from "./snapshot-files.ts";
import { snapshot } from "./snapshot-fixture.ts";
import { createTestApp } from "./test-app.ts";
import { createTestDatabase, type TestDatabase } from "./test-database.ts";

export interface LeadSite {
  database: TestDatabase;
  site: Awaited<ReturnType<typeof createTestApp>>;
  post: ReturnType<typeof leadPoster>;
  /** A page's path, by its original one, in French (`/property/101/` → `/fr/a-vendre/…/101/`). */
  frenchPath(original: string): Promise<string>;
}

/**
 * The site a lead form's integration test posts to (docs/requirements.md §14): a test database with the agency's
 * configuration, a catalogue snapshot when given, the demo's pages when asked, and the application
 * over the production build. Each test starts with the rate limits untouched (one address posts all).
 */
export function leadSite(
  options: {
    snapshot?: unknown;
    pages?: boolean;
    /** Changes the agency's configuration (smaller mail limits...). */
    config?: (config: SiteConfigInput) => SiteConfigInput;
  } = {},
): LeadSite {
  const lead = {} as LeadSite;
  let folder: string | undefined;
  beforeAll(async () => {
    lead.database = await createTestDatabase();
    const config = testSiteConfig("Immo Lumière");
    await writeSiteConfig(lead.database.db, options.config ? options.config(config) : config);
    if (options.snapshot) folder = await importIntoTestDatabase(lead.database.db, options.snapshot);
    if (options.pages) await writeDemoContent(lead.database.db);
    lead.site = await createTestApp(lead.database);
    lead.post = leadPoster(lead.site.app, lead.database.db);
    lead.frenchPath = async (original) =>
      (
        await lead.site.app.request(`http://localhost${original}`, {
          headers: { cookie: "lang=fr" },
          redirect: "manual",
        })
      ).headers.get("location") ?? "";
  });
  afterAll(async () => {
    await lead.database.dispose();
    if (folder) await rm(folder, { recursive: true, force: true });
  });
  beforeEach(() => lead.database.db.deleteFrom("rate_limit").execute());
  return lead;
}

/** The fixture snapshot with its studio (102, a unit of project 7, for rent) in French too. */
export const frenchStudioSnapshot = (() => {
  const [villaFr, villaNl, studio] = snapshot.properties ?? [];
  return {
    ...snapshot,
    properties: [
      villaFr,
      villaNl,
      studio,
      studio && {
        ...studio,
        language: "fr",
        TypeDescription: "Studio au centre",
        City: "Luxembourg",
      },
    ].filter((p) => p !== undefined),
  };
})();
