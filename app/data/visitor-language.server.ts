import type { Kysely } from "kysely";
import { defaultLanguage, type Language } from "../i18n/languages.ts";
import { visitorLanguage } from "../routing/language-cookie.ts";
import type { Database } from "./schema.ts";
import { readSiteConfig } from "./site-config.server.ts";

/** The language for a visitor on an unprefixed path: remembered if enabled, else the configured default. */
export async function requestLanguage(
  db: Kysely<Database>,
  request: Request,
  secure: boolean,
): Promise<Language> {
  const config = await readSiteConfig(db);
  return visitorLanguage(request.headers.get("cookie"), secure, config?.languages, defaultLanguage);
}
