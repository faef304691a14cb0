import type { Logger } from "./logger.ts";

/** Values the middlewares put on each request for the ones after them. */
export interface AppEnv {
  Variables: {
    requestId: string;
    log: Logger;
    nonce: string;
  };
}
