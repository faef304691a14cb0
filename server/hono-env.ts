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
    /** A wait that does not count as a page in flight (server/overload.ts). */
    pause: (ms: number) => Promise<void>;
    /** Whether the page cache answered ("hit") or stored the page ("miss"); unset when not cacheable. */
    cache?: "hit" | "miss";
  };
}
