import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import {
  type EntryContext,
  type HandleErrorFunction,
  isRouteErrorResponse,
  type RouterContextProvider,
  ServerRouter,
} from "react-router";
import { requestContext } from "#app/contexts.ts";
import { afterFirstPaint } from "#app/http/after-first-paint.server.ts";
import { contentSecurityPolicy, pageFrameSources } from "#app/http/content-security-policy.ts";
import { answerOutage, noteOutage } from "#app/http/database-outage.server.ts";
import { NonceContext } from "#app/http/nonce.ts";
import type { TagIds } from "#app/model/consent/consent-script.ts";
import { isDeskPath } from "#app/routing/desk-paths.ts";
import { createLoadContext } from "./load-context.server.ts";

// The Hono server takes this from the server build, so that both sides use the same context objects (ADR 001).
export { createLoadContext };

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
): Response | Promise<Response> {
  if (request.method === "HEAD") return new Response(null, { status, headers });
  const { nonce, secure } = loadContext.get(requestContext);
  const pathname = new URL(request.url).pathname;
  if (answerOutage(loadContext, routerContext.staticHandlerContext, pathname)) {
    status = 503;
    headers.set("Retry-After", "5");
  }
  // The page's policy allows the hosts of the tags the agency configured, and no others; a page
  // with videos may frame their players' hosts (ADR 019); nobody may frame the desk (ADR 049).
  const { loaderData } = routerContext.staticHandlerContext;
  const root = loaderData.root as { tags?: TagIds; mapTiles?: string } | undefined;
  headers.set(
    "Content-Security-Policy",
    contentSecurityPolicy({
      nonce,
      https: secure,
      tags: root?.tags,
      mapTiles: root?.mapTiles,
      frames: pageFrameSources(loaderData),
      framedBy: isDeskPath(pathname) ? "'none'" : "'self'",
    }),
  );
  // Crawlers get the whole document at once; people get the shell as soon as it is ready.
  const waitForAll = isbot(request.headers.get("user-agent") ?? "") || routerContext.isSpaMode;

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext>,
      {
        nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeout);
              callback();
            },
          });
          headers.set("Content-Type", "text/html; charset=utf-8");
          pipe(afterFirstPaint()).pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { status, headers }));
        },
        onShellError: reject,
        onError(error: unknown) {
          status = 500;
          // Errors before the shell reject and are logged by handleError; later ones only reach here.
          if (shellRendered) loadContext.get(requestContext).log.error("render failed", { error });
        },
      },
    );
    const timeout = setTimeout(abort, streamTimeout + 1000);
  });
}

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  // Aborted requests (the visitor went away) are not errors of ours.
  if (request.signal.aborted) return;
  const { log } = context.get(requestContext);
  if (noteOutage(context, error)) {
    log.warn("database unavailable", { error: String(error) });
    return;
  }
  // A client's mistake (a method a route does not take, a malformed request) is worth a warning, not a stack.
  if (isRouteErrorResponse(error) && error.status < 500) {
    log.warn("request refused", { status: error.status, reason: error.statusText });
  } else if (isOriginRefusal(error)) {
    // docs/requirements.md §16: React Router's own refusal of a post whose Origin is not the request's (it answers 400).
    log.warn("request refused", { status: 400, reason: error.message });
  } else log.error("request failed", { error });
};

// React Router 8.4 throws a plain Error for it (lib/actions.ts throwIfPotentialCSRFAttack): its message is all
// that tells it apart.
const isOriginRefusal = (error: unknown): error is Error =>
  error instanceof Error && /`origin` header .*Aborting the action\.$/.test(error.message);
