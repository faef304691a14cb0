import type { Kysely } from "kysely";
import { z } from "zod";
import { type SiteConfig, type SiteConfigInput, siteConfigSchema } from "../config/site-config.ts";
import { languages } from "../i18n/languages.ts";
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

// Every page needs the agency's name and languages, not the whole document: read just that, cheaply.
const identitySchema = z.object({
  agency: z.object({ name: z.string().trim().min(1) }),
  languages: z.object({ enabled: z.array(z.enum(languages)).min(1), default: z.enum(languages) }),
});

export type SiteIdentity = z.infer<typeof identitySchema>;

export function readSiteIdentity(db: Kysely<Database>): Promise<SiteIdentity | undefined> {
  return readSetting(db, key, identitySchema);
}
