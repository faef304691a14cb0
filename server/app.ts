import { Hono } from "hono";
import type { Kysely } from "kysely";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { Database } from "#app/data/schema.ts";
import type { TrustedProxies } from "#app/domain/trusted-proxies.ts";
import { cachedPageMaxAgeMs } from "#app/http/cached-page-age.ts";
import { cspReportPath } from "#app/http/content-security-policy.ts";
import type { createLoadContext } from "#app/load-context.server.ts";
import { secondFactorKeys } from "#app/services/accounts/second-factor-key.server.ts";
import type { DeskOperations } from "#app/services/admin/desk-operations.ts";
import type { StaffSessions } from "#app/services/admin/staff-session.server.ts";
import type { OwnerSessions } from "#app/services/owners/session.server.ts";
import { canonicalPath } from "./canonical-path.ts";
import { compression } from "./compression.ts";
import { resetConsent } from "./consent-reset.ts";
import { cspReports } from "./csp-report.ts";
import { deskHeaders } from "./desk-headers.ts";
import { statusPage } from "./error-page.ts";
import { storedFiles } from "./files.ts";
import { health } from "./health.ts";
import type { AppEnv } from "./hono-env.ts";
import { rememberLanguage } from "./language-cookie.ts";
import { rememberLeadSource } from "./lead-source.ts";
import { mediaVariantQueue } from "./library-variants.ts";
import type { Logger } from "./logger.ts";
import { loginGate } from "./login-gate.ts";
import { mediaVariants } from "./media.ts";
import { type OverloadLimits, overloadGuard } from "./overload.ts";
import { pageCache } from "./page-cache.ts";
import { privateToOwners } from "./private-to-owners.ts";
import { redirects } from "./redirects.ts";
import { bodyGuard, requestGuard } from "./request-guard.ts";
import { requestLog } from "./request-log.ts";
import { sameOriginPosts } from "./same-origin.ts";
import { securityHeaders } from "./security-headers.ts";
import { siteAddress } from "./site-address.ts";
import { staticFiles } from "./static-files.ts";

export interface AppOptions {
  build: ServerBuild;
  /** The folder of built browser files (build/client). */
  clientDir: string;
  /** Originals and their variants (MEDIA_DIR). */
  mediaDir: string;
  db: Kysely<Database>;
  log: Logger;
  mode: "production" | "development" | "test";
  publicUrl?: string | undefined;
  trustProxy: TrustedProxies;
  /** Rendered pages kept in memory (server/page-cache.ts); 0 turns the cache off. */
  pageCacheBytes: number;
  /** When pages are refused at once with a 503 (server/overload.ts). */
  overload: OverloadLimits;
  /** Owner-portal sessions (app/services/owners/session.server.ts). */
  ownerSessions: OwnerSessions;
  /** The desk's sessions (app/services/admin/staff-session.server.ts). */
  staffSessions: StaffSessions;
  /** SECOND_FACTOR_KEY (hexadecimal), else a key kept in the database (ADR 036). */
  secondFactorKey?: string | undefined;
  /** The listening port: the site's address when PUBLIC_URL is unset (server/site-address.ts). */
  port: number;
  /** What the desk's mail and sync pages operate (ADR 054); none by default. */
  operations?: Omit<DeskOperations, "variants"> | undefined;
}

// An import run by another process shows on cached pages within a second.
const versionCheckMs = 1000;

/** The whole HTTP application: cross-cutting concerns here, pages in React Router behind them. */
export function createApp(options: AppOptions): Hono<AppEnv> {
  const { build, db } = options;
  const createLoadContext = loadContextOf(build);
  const handle = createRequestHandler(build, options.mode);
  const secondFactorKey = secondFactorKeys(db, options.secondFactorKey);
  const operations: DeskOperations = {
    ...(options.operations ?? { smtpUrl: undefined, sync: undefined }),
    variants: mediaVariantQueue(options.mediaDir, options.log),
  };
  const app = new Hono<AppEnv>();

  app.use(requestLog(options.log));
  app.use(siteAddress(options));
  app.use(securityHeaders);
  app.use(requestGuard);
  app.use(bodyGuard);
  app.use(sameOriginPosts([cspReportPath]));
  app.get("/healthz", health(db, options.mediaDir));
  app.post(cspReportPath, cspReports());
  app.get("/media/*", mediaVariants(db, options.mediaDir));
  app.get("/files/*", storedFiles(db, options.mediaDir));
  app.use(compression);
  app.use(staticFiles(options.clientDir));
  app.use(canonicalPath);
  app.use(resetConsent());
  app.use(rememberLanguage());
  // docs/requirements.md §14: where a consenting visitor came from, for the leads they send.
  app.use(rememberLeadSource());
  app.use(privateToOwners());
  // Issue 27, ADR 057: the agency's old addresses, where the router would answer 404.
  app.use(redirects(db, { versionCheckMs }));
  if (options.pageCacheBytes > 0) {
    app.use(
      pageCache(db, {
        maxBytes: options.pageCacheBytes,
        maxAgeMs: cachedPageMaxAgeMs,
        versionCheckMs,
      }),
    );
  }
  app.use(deskHeaders);
  app.use(loginGate(db));
  app.use(overloadGuard(options.overload));
  app.all("*", (c) => {
    const context = createLoadContext({
      db,
      mediaDir: options.mediaDir,
      ownerSessions: options.ownerSessions,
      staffSessions: options.staffSessions,
      secondFactorKey,
      operations,
      id: c.var.requestId,
      log: c.var.log,
      nonce: c.var.nonce,
      origin: c.var.origin,
      secure: c.var.secure,
      clientAddress: c.var.clientAddress,
      idle: c.var.idle,
    });
    return handle(c.req.raw, context);
  });

  app.onError((error, c) => {
    c.var.log.error("request failed outside the router", { error });
    return statusPage(c, "error", c.req.path);
  });
  return app;
}

/** The router context's maker, taken from the server build so that loaders see the very same context objects (ADR 001). */
function loadContextOf(build: ServerBuild): typeof createLoadContext {
  const entry = build.entry.module as { createLoadContext?: typeof createLoadContext };
  if (!entry.createLoadContext)
    throw new Error("The server build does not export createLoadContext from entry.server");
  return entry.createLoadContext;
}
