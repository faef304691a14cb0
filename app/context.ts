import type { Kysely } from "kysely";
import { createContext } from "react-router";
import type { Logger } from "../server/logger.ts";
import type { Database } from "./data/schema.ts";

/** What the server hands every loader and action through the router context (ADR 001). */
export interface AppContext {
  db: Kysely<Database>;
  log: Logger;
  requestId: string;
  /** The per-request Content-Security-Policy nonce for inline scripts. */
  nonce: string;
  /** The site's public address (PUBLIC_URL) for canonical links; the request's origin when unset. */
  publicUrl?: string | undefined;
}

export const appContext = createContext<AppContext>();
