import { randomFillSync } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { contentSecurityPolicy, cspReportPath } from "#app/http/content-security-policy.ts";
import { isDeskPath } from "#app/routing/desk-paths.ts";
import type { AppEnv } from "./hono-env.ts";

/**
 * Security headers. Every response gets nosniff (and HSTS over https); HTML pages also get the
 * Content-Security-Policy and the headers that only documents use, which files and images would
 * carry for nothing. Scripts run only from our origin or with this request's nonce, which the React
 * Router entry puts on the inline scripts it renders, and which also writes the page's CSP with the
 * hosts of the agency's configured tags (ADR 001, app/entry.server.tsx); other HTML (refusals, the
 * last-resort error page) gets the policy without tags.
 */
export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  const nonce = freshNonce();
  c.set("nonce", nonce);
  await next();
  const headers = c.res.headers;
  headers.set("X-Content-Type-Options", "nosniff");
  if (c.get("secure"))
    headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  // A 304 keeps the headers stored with the page it confirms (server/page-cache.ts).
  if (c.res.status === 304 || !headers.get("Content-Type")?.startsWith("text/html")) return;
  if (!headers.has("Content-Security-Policy")) {
    headers.set(
      "Content-Security-Policy",
      contentSecurityPolicy({
        nonce,
        https: c.get("secure"),
        framedBy: isDeskPath(c.req.path) ? "'none'" : "'self'",
      }),
    );
  }
  headers.set("Reporting-Endpoints", `csp="${cspReportPath}"`);
  // A page that sets its own (no-referrer where a token is at stake, ADR 041) keeps it.
  if (!headers.has("Referrer-Policy"))
    headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set(
    "Permissions-Policy",
    "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
  );
  // The desk's answers say DENY (server/desk-headers.ts, ADR 049).
  if (!headers.has("X-Frame-Options")) headers.set("X-Frame-Options", "SAMEORIGIN");
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
  headers.set("Cross-Origin-Resource-Policy", "same-site");
};

const nonceBytes = 16;
// Random bytes drawn for 256 nonces at once (one call instead of one per request), each slice used once.
const randomPool = Buffer.alloc(nonceBytes * 256);
let poolOffset = randomPool.length;

/** 16 bytes from the system's secure random source, in base64, never handed out twice. */
function freshNonce(): string {
  if (poolOffset === randomPool.length) {
    randomFillSync(randomPool);
    poolOffset = 0;
  }
  const nonce = randomPool.toString("base64", poolOffset, poolOffset + nonceBytes);
  poolOffset += nonceBytes;
  return nonce;
}
