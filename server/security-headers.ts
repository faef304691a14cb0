import { randomBytes } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "./hono-env.ts";

export interface SecurityOptions {
  /** The site's public address; https there means every request arrived over https. */
  publicUrl?: string | undefined;
  /** Believe X-Forwarded-Proto from the reverse proxy in front. */
  trustProxy: boolean;
}

/**
 * Security headers on every response. Scripts run only from our origin or with this request's nonce,
 * which the React Router entry puts on the inline scripts it renders (ADR 001).
 */
export function securityHeaders(options: SecurityOptions): MiddlewareHandler<AppEnv> {
  const httpsEverywhere = options.publicUrl?.startsWith("https:") ?? false;
  return async (c, next) => {
    const nonce = randomBytes(16).toString("base64");
    c.set("nonce", nonce);
    await next();
    const https = httpsEverywhere || (options.trustProxy && forwardedHttps(c));
    const headers = c.res.headers;
    headers.set("Content-Security-Policy", contentSecurityPolicy(nonce, https));
    headers.set("X-Content-Type-Options", "nosniff");
    headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
    headers.set(
      "Permissions-Policy",
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
    );
    headers.set("X-Frame-Options", "SAMEORIGIN");
    headers.set("Cross-Origin-Opener-Policy", "same-origin");
    if (https) headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  };
}

function forwardedHttps(c: Context): boolean {
  return c.req.header("x-forwarded-proto")?.split(",")[0]?.trim() === "https";
}

// The agency's tags (spec §3 Site info), which the consent script loads only after the matching consent:
// Google tag, Tag Manager and Ads, and the Meta pixel. These hosts are reached through our scripts only.
const tagHosts = {
  script: [
    "https://*.googletagmanager.com",
    "https://www.googleadservices.com",
    "https://googleads.g.doubleclick.net",
    "https://connect.facebook.net",
  ],
  connect: [
    "https://*.googletagmanager.com",
    "https://*.google-analytics.com",
    "https://*.analytics.google.com",
    "https://*.doubleclick.net",
    "https://www.google.com",
    "https://www.facebook.com",
  ],
  img: [
    "https://*.googletagmanager.com",
    "https://*.google-analytics.com",
    "https://*.doubleclick.net",
    "https://www.google.com",
    "https://www.facebook.com",
  ],
};

export function contentSecurityPolicy(nonce: string, https: boolean): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' ${tagHosts.script.join(" ")}`,
    `style-src 'self' 'nonce-${nonce}'`,
    `img-src 'self' data: ${tagHosts.img.join(" ")}`,
    "font-src 'self'",
    `connect-src 'self' ${tagHosts.connect.join(" ")}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ];
  if (https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}
