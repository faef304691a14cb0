import type { Server } from "node:http";
import type { Logger } from "./logger.ts";

const idleSweepMs = 100;

/**
 * Stops accepting connections and resolves once every request in flight is answered.
 * Keep-alive connections are closed as soon as they fall idle; whatever is still open at the deadline is cut.
 */
export function closeGracefully(server: Server, deadlineMs: number, log: Logger): Promise<void> {
  return new Promise((resolve) => {
    const sweep = setInterval(() => server.closeIdleConnections(), idleSweepMs);
    const deadline = setTimeout(() => {
      log.warn("requests still open at the shutdown deadline; closing them", { deadlineMs });
      server.closeAllConnections();
    }, deadlineMs);
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(deadline);
      resolve();
    });
    server.closeIdleConnections();
  });
}
