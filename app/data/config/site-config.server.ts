import type { Kysely } from "kysely";
import type { Database } from "#app/data/schema.ts";
import {
  type SiteConfig,
  type SiteConfigInput,
  siteConfigSchema,
} from "#app/model/config/site-config.ts";
import { readSetting, writeSetting } from "./site-settings.server.ts";

const key = "site.config";

/** The site configuration, or undefined when none is stored yet (or the stored one is no longer valid). */
export function readSiteConfig(db: Kysely<Database>): Promise<SiteConfig | undefined> {
  return readSetting(db, key, siteConfigSchema);
}

export function writeSiteConfig(db: Kysely<Database>, config: SiteConfigInput): Promise<void> {
  return writeSetting(db, key, siteConfigSchema, config);
}
