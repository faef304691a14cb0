import type { MiddlewareHandler } from "hono";
import type { Kysely } from "kysely";
import { onContentChange, readContentVersion } from "#app/data/content/content-version.server.ts";
import { readRedirectMap } from "#app/data/redirects/redirects.server.ts";
import type { Database } from "#app/data/schema.ts";
import { redirectLocation, redirectPath } from "#app/model/redirects/redirect-path.ts";
import type { AppEnv } from "./hono-env.ts";

interface Loaded {
  version: string;
  map: Map<string, string>;
}

/**
 * Issue 27, ADR 057: the agency's old addresses answer 301 to where they go now. Only what the router
 * answered 404 is looked up, so a page of the site always wins and a page served costs nothing; the
 * lookup is one Map.get in the table held in memory, loaded again when the content version changes
 * (every write to the table bumps it), read at most every `versionCheckMs` as the page cache does.
 */
export function redirects(
  db: Kysely<Database>,
  options: { versionCheckMs: number },
): MiddlewareHandler<AppEnv> {
  let held: Promise<Loaded> | undefined;
  let checkedAt = Number.NEGATIVE_INFINITY;
  onContentChange(() => {
    checkedAt = Number.NEGATIVE_INFINITY;
  });
  /** The table as of the current version, loaded once per version whatever the requests waiting. */
  const current = async (): Promise<Map<string, string>> => {
    const before = held;
    if (before && Date.now() - checkedAt < options.versionCheckMs) return (await before).map;
    checkedAt = Date.now();
    const version = await readContentVersion(db);
    const stale = (await before?.catch(() => undefined))?.version !== version;
    if (stale && held === before) {
      const loading = readRedirectMap(db).then((map) => ({ version, map }));
      held = loading;
      loading.catch(() => {
        if (held === loading) held = undefined;
      });
    }
    return (await (held ?? Promise.reject(new Error("no redirects")))).map;
  };

  return async (c, next) => {
    await next();
    if (c.res.status !== 404 || (c.req.method !== "GET" && c.req.method !== "HEAD")) return;
    const { pathname, search } = new URL(c.req.url);
    const from = redirectPath(pathname);
    // A table that cannot be read leaves the 404 as it is.
    const map = from === undefined ? undefined : await current().catch(() => undefined);
    const to = from === undefined ? undefined : map?.get(from);
    if (to === undefined) return;
    // Nothing of the 404 page is kept (server/page-cache.ts replaces its answers the same way).
    c.res = undefined;
    c.res = new Response(null, {
      status: 301,
      headers: { Location: redirectLocation(to, search) },
    });
  };
}
