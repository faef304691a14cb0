import type { Kysely } from "kysely";
import { createContext } from "react-router";
import type { Database } from "#app/data/schema.ts";
import type { Language } from "#app/i18n/languages.ts";
import type { SiteConfig } from "#app/model/config/site-config.ts";
import type { Consent } from "#app/model/consent/consent.ts";
import type { ArticleDrafts } from "#app/model/content/article-document.ts";
import type { MenuPage } from "#app/model/content/menu-page.ts";
import type { SecondFactorKey } from "#app/services/accounts/second-factor-key.server.ts";
import type { DeskOperations } from "#app/services/admin/desk-operations.ts";
import type { StaffSessions } from "#app/services/admin/staff-session.server.ts";
import type { OwnerSessions } from "#app/services/owners/session.server.ts";
import type { Logger } from "#server/logger.ts";

// One typed router context per concern (ADR 009). The server sets the first three for every request
// (createLoadContext in entry.server); the root middleware resolves the site and the visitor once;
// loaders and actions read them instead of working them out again. An owner or staff area adds its
// own context and middleware in its layout route without touching these.

export const dbContext = createContext<Kysely<Database>>();

/** What the server knows about this request before any route runs. */
export interface RequestFacts {
  id: string;
  log: Logger;
  /** The per-request Content-Security-Policy nonce for inline scripts. */
  nonce: string;
  /** The site's trusted origin for absolute links (PUBLIC_URL, else a loopback address; server/site-address.ts). */
  origin: string;
  /** The request came over https: cookies are then Secure and `__Host-` prefixed. */
  secure: boolean;
  /** Who sent it, as far as we may believe (server/site-address.ts, TRUST_PROXY): for rate limits. */
  clientAddress: string;
  /**
   * Runs what only waits (a throttled login's delay, its password's turn at the check) outside the
   * count of pages being made (server/overload.ts): a guesser's waiting attempts never crowd out other
   * visitors' pages.
   */
  idle<T>(work: () => Promise<T>): Promise<T>;
}
export const requestContext = createContext<RequestFacts>();

/** The owner-portal session storage (services/owners/session.server.ts), made once at start. */
export const ownerSessionsContext = createContext<OwnerSessions>();

/** The desk's session storage and limits (services/admin/staff-session.server.ts), made once at start. */
export const staffSessionsContext = createContext<StaffSessions>();

/** The key that seals owners' two-step secrets (services/accounts/second-factor-key.server.ts). */
export const secondFactorKeyContext = createContext<SecondFactorKey>();

/** The SMTP settings and the CRM sync worker, for the desk's mail and sync pages (ADR 054). */
export const deskOperationsContext = createContext<DeskOperations>();

/** Where stored originals and image variants live (MEDIA_DIR). */
export const mediaContext = createContext<{ dir: string }>();

/** The agency's site as configured, read once per request (app/middleware/site.server.ts). */
export interface Site {
  config: SiteConfig | undefined;
  languages: { enabled: Language[]; default: Language };
  /** The published menu pages, read at most once per request and only by the routes that need them. */
  menuPages(): Promise<MenuPage[]>;
  /** The article drafts an admin's preview applies (ADR 061), read at most once; none for the public. */
  articleDrafts(): Promise<ArticleDrafts>;
}
export const siteContext = createContext<Site>();

/** Who is asking (app/middleware/visitor.server.ts). */
export interface Visitor {
  /** The language of the page: its URL prefix, else the site's default. */
  language: Language;
  /** Where an unprefixed path sends the visitor: the remembered language if enabled, else the default. */
  preferredLanguage: Language;
  consent: Consent | undefined;
}
export const visitorContext = createContext<Visitor>();
