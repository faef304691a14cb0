import type { Kysely } from "kysely";
import { z } from "zod";
import type { Database } from "./schema.ts";
import { readSetting, writeSetting } from "./site-settings.server.ts";

const siteNameKey = "site.name";
const siteNameSchema = z.string().trim().min(1).max(120);

/** The agency's name as configured, or undefined when none is set. */
export function readSiteName(db: Kysely<Database>): Promise<string | undefined> {
  return readSetting(db, siteNameKey, siteNameSchema);
}

export function writeSiteName(db: Kysely<Database>, name: string): Promise<void> {
  return writeSetting(db, siteNameKey, siteNameSchema, name);
}
