import { once } from "node:events";
import { createServer as createHttpServer, type IncomingHttpHeaders, request } from "node:http";
import { createServer as createHttpsServer } from "node:https";
import type { Server } from "node:net";

export interface TlsProxyOptions {
  /** Where the site listens, e.g. http://127.0.0.1:4321. */
  target: string;
  cert: string;
  key: string;
  httpsPort: number;
  /** A plain-http port that only redirects to https, as an operator's Caddy or nginx would. */
  httpPort: number;
}

// Headers about one hop's connection: each side of the proxy has its own.
const hopByHop = new Set([
  "connection",
  "keep-alive",
  "proxy-authenticate",
  "proxy-authorization",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
]);

/**
 * A minimal TLS-terminating reverse proxy on the loopback address, standing in for the one in front
 * of a deployment: it forwards each request to the site with `X-Forwarded-Proto: https` and passes
 * status, headers (every Set-Cookie included) and body back untouched, redirects included.
 * Resolves once both ports listen; `stop` closes them.
 */
export async function startTlsProxy(options: TlsProxyOptions): Promise<{ stop(): Promise<void> }> {
  const target = new URL(options.target);
  const secure = createHttpsServer({ cert: options.cert, key: options.key }, (req, res) => {
    const headers: IncomingHttpHeaders = withoutHopByHop(req.headers);
    headers["x-forwarded-proto"] = "https";
    headers["x-forwarded-for"] = req.socket.remoteAddress;
    const upstream = request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers },
      (answer) => {
        // Raw headers keep repeated fields (Set-Cookie) as the site sent them.
        const raw = answer.rawHeaders;
        const kept = raw.flatMap((name, i) =>
          i % 2 === 0 && !hopByHop.has(name.toLowerCase()) ? [name, raw[i + 1] ?? ""] : [],
        );
        res.writeHead(answer.statusCode ?? 502, kept);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  const plain = createHttpServer((req, res) => {
    const host = req.headers.host?.replace(/:\d+$/, "") ?? "localhost";
    const port = options.httpsPort === 443 ? "" : `:${options.httpsPort}`;
    res.writeHead(301, { Location: `https://${host}${port}${req.url ?? "/"}` }).end();
  });
  const servers = [secure, plain];
  await listen(secure, options.httpsPort);
  try {
    await listen(plain, options.httpPort);
  } catch (error) {
    secure.close();
    throw error;
  }
  return {
    async stop() {
      await Promise.all(
        servers.map((server) => {
          server.closeAllConnections();
          return new Promise<void>((resolve) => server.close(() => resolve()));
        }),
      );
    },
  };
}

async function listen(server: Server, port: number): Promise<void> {
  server.listen(port, "127.0.0.1");
  try {
    await once(server, "listening");
  } catch (error) {
    throw new Error(`the TLS proxy cannot listen on 127.0.0.1:${port}: ${String(error)}`);
  }
}

function withoutHopByHop(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !hopByHop.has(name)));
}
