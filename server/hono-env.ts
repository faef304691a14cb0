import type { Logger } from "./logger.ts";

/** Values the middlewares put on each request for the ones after them. */
export interface AppEnv {
  Variables: {
    requestId: string;
    log: Logger;
    nonce: string;
    /** The site's trusted origin (server/site-address.ts), never the request's Host header alone. */
    origin: string;
    /** The request arrived over https (directly, per PUBLIC_URL, or through a trusted proxy). */
    secure: boolean;
    /** The client's address: the peer's, or the trusted proxy's X-Forwarded-For (server/site-address.ts). */
    clientAddress: string;
    /** Runs a wait outside the count of pages in flight (server/overload.ts). */
    idle: <T>(work: () => Promise<T>) => Promise<T>;
    /** Whether the page cache answered ("hit") or stored the page ("miss"); unset when not cacheable. */
    cache?: "hit" | "miss";
  };
}
