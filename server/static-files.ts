import { serveStatic } from "@hono/node-server/serve-static";
import type { MiddlewareHandler } from "hono";

/**
 * Serves the built client files. Hashed files under /assets/ never change: they are cached for a year.
 * Only paths that look like files reach the disk, so page requests cost no file-system lookup.
 */
export function staticFiles(root: string): MiddlewareHandler {
  const serve = serveStatic({ root, precompressed: true });
  return async (c, next) => {
    const path = c.req.path;
    const lastSegment = path.slice(path.lastIndexOf("/") + 1);
    // The precompressed copies are the same file in another encoding, chosen by Accept-Encoding:
    // one URL per resource, so they are never addressed themselves.
    if (!lastSegment.includes(".") || /\.(data|br|gz)$/.test(lastSegment)) return next();
    const response = await serve(c, next);
    // serveStatic answers a found file with a Response; otherwise it hands over to next().
    if (!(response instanceof Response)) return;
    response.headers.set(
      "Cache-Control",
      path.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "public, max-age=3600",
    );
    return response;
  };
}
