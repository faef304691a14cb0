import type { IncomingMessage } from "node:http";
import type { Context, MiddlewareHandler } from "hono";
import {
  clientAddressOf,
  peerIsTrusted,
  type TrustedProxies,
} from "#app/domain/trusted-proxies.ts";
import type { AppEnv } from "./hono-env.ts";

export interface AddressOptions {
  /** PUBLIC_URL: when set, the only address the site ever writes into pages and feeds. */
  publicUrl?: string | undefined;
  /** The reverse proxies whose X-Forwarded-Proto and X-Forwarded-For are believed (TRUST_PROXY, ADR 038). */
  trustProxy: TrustedProxies;
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
    const peer = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket
      ?.remoteAddress;
    const proxied = peerIsTrusted(peer, options.trustProxy);
    const secure =
      configured?.protocol === "https:" ||
      requested.protocol === "https:" ||
      (proxied && forwardedHttps(c));
    c.set("secure", secure);
    c.set("origin", configured?.origin ?? localOrigin(requested, options.port));
    // Who sent the request, as far as we may believe (app/domain/trusted-proxies.ts): for rate limits.
    c.set(
      "clientAddress",
      clientAddressOf(peer, c.req.header("x-forwarded-for"), options.trustProxy),
    );
    await next();
  };
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
