import type { Kysely } from "kysely";
import { readSiteConfig } from "#app/data/config/site-config.server.ts";
import { bumpContentVersion } from "#app/data/content/content-version.server.ts";
import { readPagePlaces } from "#app/data/content/page-documents.server.ts";
import {
  deleteRedirectFrom,
  insertRedirects,
  readAllRedirects,
  readRedirectMap,
} from "#app/data/redirects/redirects.server.ts";
import type { Database } from "#app/data/schema.ts";
import { starterSiteConfig } from "#app/model/config/starter-config.ts";
import type { SiteFileRedirect } from "#app/model/content/site-file.ts";
import { checkRedirects } from "#app/model/redirects/redirect-checks.ts";
import type { RedirectProblem, RedirectRow } from "#app/model/redirects/redirect-csv.ts";
import { redirectPath, redirectTarget } from "#app/model/redirects/redirect-path.ts";
import { menuPlaceUrls } from "#app/routing/menu-urls.ts";
import { siteAnswers } from "./redirect-sources.server.ts";

// ADR 056, ADR 057: the redirects table in the site file. The file holds the whole table; an import
// checks its rows together with the desk's CSV rules (addresses, duplicates, loops, chains, a path the
// site answers) and replaces the table: rows already there with the same target are kept as they are.

export async function exportRedirects(db: Kysely<Database>): Promise<SiteFileRedirect[]> {
  return (await readAllRedirects(db)).map(({ from, to, origin }) => ({
    from,
    to,
    ...(origin === "page" && { pageMove: true as const }),
  }));
}

export interface RedirectsChange {
  added: number;
  removed: number;
}

export interface RedirectsProblem {
  /** "redirects/N": the file's Nth redirect, counted from 1. */
  where: string;
  issues: string;
}

/**
 * Checks the file's redirects against the site as it stands (called in the import's transaction, after
 * its documents) and, when none is refused, makes the table hold exactly them.
 */
export async function replaceRedirects(
  db: Kysely<Database>,
  redirects: readonly SiteFileRedirect[],
  now: Date,
): Promise<RedirectsChange | { problems: RedirectsProblem[] }> {
  const rows: RedirectRow[] = [];
  const problems: RedirectProblem[] = [];
  redirects.forEach((redirect, index) => {
    const line = index + 1;
    const from = redirectPath(redirect.from);
    const to = redirectTarget(redirect.to);
    if (!from) problems.push({ line, reason: "source" });
    else if (!to || (redirect.pageMove && !to.startsWith("/")))
      problems.push({ line, reason: "target" });
    else rows.push({ line, from, to });
  });
  const checked = checkRedirects(rows, new Map(), await answeredPaths(db, redirects));
  problems.push(...checked.problems);
  if (problems.length > 0)
    return {
      problems: problems.map(({ line, reason, detail }) => ({
        where: `redirects/${line}`,
        issues: detail === undefined ? reason : `${reason} (${detail})`,
      })),
    };
  const stored = await readRedirectMap(db);
  const wanted = new Map(checked.fresh.map((row) => [row.from, row.to]));
  const removed = [...stored].filter(([from, to]) => wanted.get(from) !== to).map(([from]) => from);
  const added = checked.fresh.filter((row) => stored.get(row.from) !== row.to);
  if (removed.length > 0) await deleteRedirectFrom(db, removed);
  const pageMove = (row: RedirectRow) => redirects[row.line - 1]?.pageMove === true;
  const written = { staffId: null, now };
  await insertRedirects(db, added.filter(pageMove), { ...written, origin: "page" });
  await insertRedirects(
    db,
    added.filter((row) => !pageMove(row)),
    { ...written, origin: "import" },
  );
  if (removed.length + added.length > 0) await bumpContentVersion(db);
  return { added: added.length, removed: removed.length };
}

/**
 * The paths a redirect may not take. A page's move (ADR 062) left an old path under a language, which
 * the desk never takes from an agency's row: it is refused only while a visible page answers it.
 */
async function answeredPaths(db: Kysely<Database>, redirects: readonly SiteFileRedirect[]) {
  const [agencyRows, moves, places, config] = await Promise.all([
    siteAnswers(db, { languagePages: true }),
    siteAnswers(db, { languagePages: false }),
    readPagePlaces(db),
    readSiteConfig(db),
  ]);
  const pageUrls = new Set(
    (config ?? starterSiteConfig).languages.enabled.flatMap((language) =>
      [...menuPlaceUrls(places, language).values()].map((url) => redirectPath(url)),
    ),
  );
  const moved = new Set(
    redirects
      .filter((redirect) => redirect.pageMove)
      .map((redirect) => redirectPath(redirect.from)),
  );
  return (path: string) => (moved.has(path) ? moves(path) || pageUrls.has(path) : agencyRows(path));
}
