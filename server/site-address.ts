import type { IncomingMessage } from "node:http";
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "./hono-env.ts";

export interface AddressOptions {
  /** PUBLIC_URL: when set, the only address the site ever writes into pages and feeds. */
  publicUrl?: string | undefined;
  /** Believe X-Forwarded-Proto from the reverse proxy in front (TRUST_PROXY). */
  trustProxy: boolean;
  /** The port the server listens on, for the local address used when nothing better is known. */
  port: number;
}

// Names that only ever reach this machine: a request carrying one of them came from here.
const loopbackHosts = /^(localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\])(:\d{1,5})?$/i;

/**
 * Resolves once per request where the site lives and whether this request came over https.
 * The Host header is the sender's word: canonical links, sitemaps and JSON-LD built from it could point
 * search engines (and shared caches) anywhere. So the configured PUBLIC_URL wins; without it only a
 * loopback name is believed, and anything else gets http://localhost:PORT.
 */
export function siteAddress(options: AddressOptions): MiddlewareHandler<AppEnv> {
  const configured = options.publicUrl ? new URL(options.publicUrl) : undefined;
  return async (c, next) => {
    const requested = new URL(c.req.url);
    const secure =
      configured?.protocol === "https:" ||
      requested.protocol === "https:" ||
      (options.trustProxy && forwardedHttps(c));
    c.set("secure", secure);
    c.set("origin", configured?.origin ?? localOrigin(requested, options.port));
    c.set("clientAddress", clientAddress(c, options.trustProxy));
    await next();
  };
}

/**
 * Who sent the request: the address of the peer that opened the connection, or, behind a proxy we trust
 * (TRUST_PROXY), the last address of X-Forwarded-For, the one that proxy added (the ones before it are
 * the sender's word). "unknown" when neither is known (a request made in-process, as tests do).
 */
function clientAddress(c: Context, trustProxy: boolean): string {
  const forwarded = trustProxy
    ? c.req.header("x-forwarded-for")?.split(",").at(-1)?.trim()
    : undefined;
  const peer = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket
    ?.remoteAddress;
  return forwarded || peer || "unknown";
}

function localOrigin(requested: URL, port: number): string {
  return loopbackHosts.test(requested.host) ? requested.origin : `http://localhost:${port}`;
}

function forwardedHttps(c: Context): boolean {
  return c.req.header("x-forwarded-proto")?.split(",")[0]?.trim() === "https";
}

/** True when the server listens only on this machine (then a missing PUBLIC_URL is expected). */
export function isLoopbackBinding(host: string): boolean {
  return host === "::1" || host === "localhost" || /^127\./.test(host);
}
