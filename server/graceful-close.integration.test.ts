import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { closeGracefully } from "./graceful-close.ts";
import { createLogger } from "./logger.ts";

// A real HTTP server whose handler takes its time, to watch requests in flight during a stop.
function slowServer(delayMs: number): Promise<{ server: Server; url: string }> {
  const server = createServer((_req, res) => {
    setTimeout(() => res.end("done"), delayMs);
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` }),
    ),
  );
}

const lines: string[] = [];
const log = createLogger("info", {}, (line) => lines.push(line));

describe("closeGracefully", () => {
  afterEach(() => {
    lines.length = 0;
  });

  it("answers the request in flight, refuses new connections, then resolves", async () => {
    const { server, url } = await slowServer(400);
    const arrived = once(server, "request");
    const inFlight = fetch(url).then((res) => res.text());
    await arrived;
    const closed = closeGracefully(server, 5000, log);
    await expect(fetch(url)).rejects.toThrow();
    expect(await inFlight).toBe("done");
    await closed;
    expect(server.listening).toBe(false);
    expect(lines).toEqual([]);
  });

  it("cuts what is still open at the deadline", async () => {
    const { server, url } = await slowServer(60_000);
    const arrived = once(server, "request");
    const hanging = fetch(url).catch(() => "cut");
    await arrived;
    const started = Date.now();
    await closeGracefully(server, 300, log);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await hanging).toBe("cut");
    expect(lines.join("")).toContain("shutdown deadline");
  });
});
