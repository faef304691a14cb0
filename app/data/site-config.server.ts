import type { Kysely } from "kysely";
import { z } from "zod";
import { type SiteConfig, type SiteConfigInput, siteConfigSchema } from "../config/site-config.ts";
import type { Database } from "./schema.ts";
import { readSetting, writeSetting } from "./site-settings.server.ts";

const key = "site.config";

/** The site configuration, or undefined when none is stored yet (or the stored one is no longer valid). */
export function readSiteConfig(db: Kysely<Database>): Promise<SiteConfig | undefined> {
  return readSetting(db, key, siteConfigSchema);
}

export function writeSiteConfig(db: Kysely<Database>, config: SiteConfigInput): Promise<void> {
  return writeSetting(db, key, siteConfigSchema, config);
}

// Every page needs the agency's name, not the whole document: read just that, cheaply.
const nameOnly = z.object({ agency: z.object({ name: z.string().trim().min(1) }) });

export async function readSiteName(db: Kysely<Database>): Promise<string | undefined> {
  return (await readSetting(db, key, nameOnly))?.agency.name;
}
