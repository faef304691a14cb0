import type { Kysely } from "kysely";
import { readSiteConfig } from "#app/data/config/site-config.server.ts";
import type { Database } from "#app/data/schema.ts";
import { languageFromCookie } from "#app/http/cookies.server.ts";
import { defaultLanguage, type Language } from "#app/i18n/languages.ts";

/**
 * The language for a visitor on an unprefixed path (spec §2: "cookie, then configured default"): the
 * remembered one if enabled, else the configured default.
 */
export async function requestLanguage(
  db: Kysely<Database>,
  request: Request,
  secure: boolean,
): Promise<Language> {
  const config = await readSiteConfig(db);
  const remembered = await languageFromCookie(request.headers.get("cookie"), secure);
  if (remembered && (!config || config.languages.enabled.includes(remembered))) return remembered;
  return config?.languages.default ?? defaultLanguage;
}
