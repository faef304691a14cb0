import type { Kysely } from "kysely";
import { readSiteConfig } from "#app/data/config/site-config.server.ts";
import type { Database } from "#app/data/schema.ts";
import { visitorLanguage } from "#app/http/language-cookie.ts";
import { defaultLanguage, type Language } from "#app/i18n/languages.ts";

/** The language for a visitor on an unprefixed path: remembered if enabled, else the configured default. */
export async function requestLanguage(
  db: Kysely<Database>,
  request: Request,
  secure: boolean,
): Promise<Language> {
  const config = await readSiteConfig(db);
  return visitorLanguage(request.headers.get("cookie"), secure, config?.languages, defaultLanguage);
}
