import type { Kysely } from "kysely";
import { createContext } from "react-router";
import type { Database } from "#app/data/schema.ts";
import type { Logger } from "#server/logger.ts";

/** What the server hands every loader and action through the router context (ADR 001). */
export interface AppContext {
  db: Kysely<Database>;
  log: Logger;
  requestId: string;
  /** The per-request Content-Security-Policy nonce for inline scripts. */
  nonce: string;
  /** The site's trusted origin for absolute links (PUBLIC_URL, else a loopback address; server/site-address.ts). */
  origin: string;
  /** The request came over https: cookies are then Secure and `__Host-` prefixed. */
  secure: boolean;
  /** Stored originals and image variants (MEDIA_DIR). */
  mediaDir: string;
}

export const appContext = createContext<AppContext>();
