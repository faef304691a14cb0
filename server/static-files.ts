import { serveStatic } from "@hono/node-server/serve-static";
import type { MiddlewareHandler } from "hono";

/**
 * Serves the built client files. Hashed files under /assets/ never change: they are cached for a year.
 * Only paths that look like files reach the disk, so page requests cost no file-system lookup.
 */
export function staticFiles(root: string): MiddlewareHandler {
  const serve = serveStatic({
    root,
    precompressed: true,
    onFound: (path, c) => {
      c.header(
        "Cache-Control",
        path.includes("/assets/") ? "public, max-age=31536000, immutable" : "public, max-age=3600",
      );
    },
  });
  return async (c, next) => {
    const lastSegment = c.req.path.slice(c.req.path.lastIndexOf("/") + 1);
    if (!lastSegment.includes(".") || lastSegment.endsWith(".data")) return next();
    return serve(c, next);
  };
}
