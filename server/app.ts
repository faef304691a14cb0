import { Hono } from "hono";
import type { Kysely } from "kysely";
import {
  createRequestHandler,
  type RouterContext,
  RouterContextProvider,
  type ServerBuild,
} from "react-router";
import type { AppContext } from "../app/context.ts";
import type { Database } from "../app/data/schema.ts";
import { compression } from "./compression.ts";
import { resetConsent } from "./consent-reset.ts";
import { errorPageHtml } from "./error-page.ts";
import { storedFiles } from "./files.ts";
import { health } from "./health.ts";
import type { AppEnv } from "./hono-env.ts";
import { rememberLanguage } from "./language-cookie.ts";
import type { Logger } from "./logger.ts";
import { mediaVariants } from "./media.ts";
import { requestLog } from "./request-log.ts";
import { securityHeaders } from "./security-headers.ts";
import { staticFiles } from "./static-files.ts";
import { trailingSlash } from "./trailing-slash.ts";

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
  trustProxy: boolean;
}

/** The whole HTTP application: cross-cutting concerns here, pages in React Router behind them. */
export function createApp(options: AppOptions): Hono<AppEnv> {
  const { build, db } = options;
  const appContext = contextKey(build);
  const handle = createRequestHandler(build, options.mode);
  const app = new Hono<AppEnv>();

  app.use(requestLog(options.log));
  app.use(securityHeaders(options));
  app.get("/healthz", health(db, options.mediaDir));
  app.get("/media/*", mediaVariants(db, options.mediaDir));
  app.get("/files/*", storedFiles(db, options.mediaDir));
  app.use(compression);
  app.use(staticFiles(options.clientDir));
  app.use(trailingSlash);
  const secure = options.publicUrl?.startsWith("https:") ?? false;
  app.use(resetConsent(secure));
  app.use(rememberLanguage(secure));
  app.all("*", (c) => {
    const context = new RouterContextProvider();
    context.set(appContext, {
      db,
      log: c.var.log,
      requestId: c.var.requestId,
      nonce: c.var.nonce,
      publicUrl: options.publicUrl,
    });
    return handle(c.req.raw, context);
  });

  app.onError((error, c) => {
    c.var.log.error("request failed outside the router", { error });
    return c.html(errorPageHtml(c.req.path, c.var.nonce), 500);
  });
  return app;
}

/** The router context key, taken from the server build so that loaders see the very same object (ADR 001). */
function contextKey(build: ServerBuild): RouterContext<AppContext> {
  const entry = build.entry.module as { appContext?: RouterContext<AppContext> };
  if (!entry.appContext)
    throw new Error("The server build does not export appContext from entry.server");
  return entry.appContext;
}
