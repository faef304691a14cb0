import type { Kysely } from "kysely";
import type { Database } from "#app/data/schema.ts";
import type { Language } from "#app/i18n/languages.ts";
import type { SiteConfig } from "#app/model/config/site-config.ts";
import type { Logger } from "#server/logger.ts";
import type { OwnerSessions } from "./session.server.ts";

/**
 * What a login's last steps need to know of the request, read by the route from its contexts and
 * headers: the services never see the request itself.
 */
export interface LoginFacts {
  db: Kysely<Database>;
  /** The site as configured; without one, no mail goes out. */
  config: SiteConfig | undefined;
  /** The page's language: the login code's mail is in it. */
  language: Language;
  /** The site's trusted origin (mail links and message ids). */
  origin: string;
  log: Pick<Logger, "warn">;
  secure: boolean;
  clientAddress: string;
  /** The request's User-Agent header ("" when none): the security page lists it. */
  userAgent: string;
  /** The request's Cookie header: the device cookie is read from it. */
  cookies: string | null;
  /** The owners' session storage for this request (https or not). */
  storage: ReturnType<OwnerSessions>;
}

/**
 * Where a login goes next, with the cookies to set: the portal (a session started), or the code's
 * page (a pending login, ADR 031 and ADR 035).
 */
export interface LoginStep {
  next: "portal" | "code";
  cookies: string[];
}
