import type { Kysely } from "kysely";
import { readSiteConfig } from "#app/data/config/site-config.server.ts";
import {
  readPageDocument,
  readPageIds,
  readPagePlaces,
  writePageDocument,
} from "#app/data/content/page-documents.server.ts";
import type { Database } from "#app/data/schema.ts";
import type { Language } from "#app/i18n/languages.ts";
import { starterSiteConfig } from "#app/model/config/starter-config.ts";
import {
  missingPageLanguages,
  type PageDocument,
  pageDocumentSchema,
} from "#app/model/content/page-document.ts";
import { type MenuPlace, menuPlaceUrls } from "#app/routing/menu-urls.ts";
import { recordPageMove } from "./page-redirects.server.ts";
import type { DocumentIssues, DocumentKind } from "./site-documents.server.ts";

// ADR 062: a menu page is a document of kind "page", keyed by its id. Publishing one checks what the
// page alone cannot (a title in every enabled language, a parent that exists and is not below it, no
// sibling at the same address), writes its row and modules, and records every address that moved
// (the page's and its subtree's, in each enabled language) as a 301 to the new one (ADR 057), all in
// the publish's transaction.

const pageId = (key: string) => (/^[1-9]\d{0,9}$/.test(key) ? Number(key) : undefined);

export const issue = (path: PropertyKey[], message: string, params?: Record<string, unknown>) =>
  ({ code: "custom", path, message, input: undefined, ...(params && { params }) }) as const;

/** Issue 27: the enabled languages a page lacks, each named, for the editor to show. */
function missingIssues(page: PageDocument, enabled: readonly Language[]): DocumentIssues {
  return missingPageLanguages(page, enabled).map((language) =>
    issue(["params", "title", language], "missing-language", { language }),
  );
}

/** A parent that exists and is neither the page nor below it; no sibling at the same address. */
function placeIssues(id: number, page: PageDocument, places: MenuPlace[]): DocumentIssues {
  const parentOf = new Map(places.map((place) => [place.id, place.parent]));
  // At most one step per page: a chain longer than the tree is a loop.
  for (
    let above = page.parent, steps = 0;
    above !== null && steps <= places.length;
    above = parentOf.get(above) ?? null, steps++
  ) {
    if (!parentOf.has(above)) return [issue(["parent"], "unknown-page")];
    if (above === id) return [issue(["parent"], "below-itself")];
  }
  const taken = places.some(
    (place) =>
      place.id !== id &&
      place.parent === page.parent &&
      place.path.toLowerCase() === page.path.toLowerCase(),
  );
  return taken ? [issue(["path"], "path-taken")] : [];
}

export const pageKind: DocumentKind = {
  keys: async (db) => (await readPageIds(db)).map(String),
  async hasKey(db, key) {
    const id = pageId(key);
    return id !== undefined && (await readPageIds(db)).includes(id);
  },
  parse(_key, body) {
    const parsed = pageDocumentSchema.safeParse(body);
    return parsed.success ? { value: parsed.data } : { issues: parsed.error.issues };
  },
  async readLive(db, key) {
    const id = pageId(key);
    return id === undefined ? undefined : readPageDocument(db, id);
  },
  async writeLive(db, key, value, { staffId, now }) {
    const id = Number(key);
    const page = value as PageDocument;
    const { enabled } = ((await readSiteConfig(db)) ?? starterSiteConfig).languages;
    const before = await readPagePlaces(db);
    const issues = [...missingIssues(page, enabled), ...placeIssues(id, page, before)];
    if (issues.length > 0) return issues;
    const written = await writePageDocument(db, id, page, now);
    if (written !== "written")
      return written.unknownModules.map((index) =>
        issue(["modules", index, "relation", "key"], "unknown-relation"),
      );
    await recordMoves(db, before, await readPagePlaces(db), enabled, { staffId, now });
    return undefined;
  },
};

/** Issue 27: every address that a visitor could reach before and that now shows elsewhere answers 301. */
async function recordMoves(
  db: Kysely<Database>,
  before: MenuPlace[],
  after: MenuPlace[],
  languages: readonly Language[],
  { staffId, now }: { staffId: number | undefined; now: Date },
) {
  for (const language of languages) {
    const to = menuPlaceUrls(after, language);
    for (const [id, from] of menuPlaceUrls(before, language)) {
      const moved = to.get(id);
      if (moved !== undefined && moved !== from)
        await recordPageMove(db, { from, to: moved, staffId: staffId ?? null }, now);
    }
  }
}
