import type { Kysely } from "kysely";
import { readSiteConfig } from "#app/data/config/site-config.server.ts";
import {
  insertHiddenPageWithId,
  readPageDocument,
  readPageIds,
  readPagePlaces,
  writePageDocument,
} from "#app/data/content/page-documents.server.ts";
import type { Database } from "#app/data/schema.ts";
import { type Language, languages } from "#app/i18n/languages.ts";
import { starterSiteConfig } from "#app/model/config/starter-config.ts";
import {
  missingPageLanguages,
  type PageDocument,
  pageDocumentSchema,
} from "#app/model/content/page-document.ts";
import {
  type MenuPlace,
  menuPageUrl,
  menuPlaceUrls,
  type PageAddress,
  tableAnswers,
  tablePageOf,
} from "#app/routing/menu-urls.ts";
import { recordPageMove } from "./page-redirects.server.ts";
import type { DocumentIssues, DocumentKind } from "./site-documents.server.ts";

// ADR 062: a menu page is a document of kind "page", keyed by its id. Publishing one checks what the
// page alone cannot (a title in every enabled language, a parent that exists and is not below it, no
// sibling at the same address in any language), writes its row and modules, and records every address
// that moved (the page's and its subtree's, in each enabled language) as a 301 to the new one (ADR 057),
// all in the publish's transaction.

const pageId = (key: string) => (/^[1-9]\d{0,9}$/.test(key) ? Number(key) : undefined);

export const issue = (path: PropertyKey[], message: string, params?: Record<string, unknown>) =>
  ({ code: "custom", path, message, input: undefined, ...(params && { params }) }) as const;

/** Issue 27: the enabled languages a page lacks, each named, for the editor to show. */
function missingIssues(page: PageDocument, enabled: readonly Language[]): DocumentIssues {
  return missingPageLanguages(page, enabled).map((language) =>
    issue(["params", "title", language], "missing-language", { language }),
  );
}

/** A parent that exists and is neither the page nor below it. */
function parentIssues(id: number, page: PageDocument, places: MenuPlace[]): DocumentIssues {
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
  return [];
}

/**
 * ADR 062: no sibling at the same address in any language (its slug there, else its path, compared
 * without case; at the top, the page table's URL of an original path counts), no slug at the top on a
 * URL the page table answers (/nl/te-koop/), and no slug on a page whose URLs are the page table's. Reported on the slug that clashes, else on the path.
 */
function addressIssues(id: number, page: PageDocument, places: MenuPlace[]): DocumentIssues {
  const { slugs } = page.params;
  const ignored = page.parent === null && tablePageOf(page.path) ? Object.keys(slugs ?? {}) : [];
  if (ignored.length > 0)
    return ignored.map((language) => issue(["params", "slugs", language], "original-page"));
  const siblings = places.filter((place) => place.id !== id && place.parent === page.parent);
  // Below a parent the segment alone tells siblings apart: "/" stands for any parent's URL.
  const parentUrl = page.parent === null ? undefined : "/";
  const addressIn = (address: PageAddress, language: Language) =>
    menuPageUrl(address, language, parentUrl).toLowerCase();
  const clashes = languages.filter((language) => {
    const mine = addressIn({ path: page.path, slugs }, language);
    if (parentUrl === undefined && slugs?.[language] && tableAnswers(mine, language)) return true;
    return siblings.some((sibling) => addressIn(sibling, language) === mine);
  });
  const onSlugs = clashes.filter((language) => slugs?.[language] !== undefined);
  return [
    ...(onSlugs.length < clashes.length ? [issue(["path"], "path-taken")] : []),
    ...onSlugs.map((language) => issue(["params", "slugs", language], "path-taken")),
  ];
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
    const issues = [
      ...missingIssues(page, enabled),
      ...parentIssues(id, page, before),
      ...addressIssues(id, page, before),
    ];
    if (issues.length > 0) return issues;
    const written = await writePageDocument(db, id, page, now);
    if (written !== "written")
      return written.unknownModules.map((index) =>
        issue(["modules", index, "relation", "key"], "unknown-relation"),
      );
    await recordMoves(db, before, await readPagePlaces(db), enabled, { staffId, now });
    return undefined;
  },
  create: {
    canMake: (key) => pageId(key) !== undefined,
    make: makeHiddenPages,
  },
};

/**
 * A site file's pages the site lacks, as hidden rows with the file's ids: each under its parent once
 * the parent is there (so that two new pages at one address of different parents never meet at the
 * top), the rest at the top, where their publish is refused for the parent it names.
 */
async function makeHiddenPages(
  db: Kysely<Database>,
  documents: ReadonlyMap<string, unknown>,
  now: Date,
) {
  const present = new Set(await readPageIds(db));
  let waiting = [...documents].map(([key, page]) => ({
    id: Number(key),
    page: page as PageDocument,
  }));
  for (let placeAtTop = false; waiting.length > 0; ) {
    const ready = waiting.filter(
      ({ page }) => placeAtTop || page.parent === null || present.has(page.parent),
    );
    placeAtTop = ready.length === 0;
    for (const { id, page } of ready) {
      const parent = page.parent !== null && present.has(page.parent) ? page.parent : null;
      await insertHiddenPageWithId(db, id, page, parent, now);
      present.add(id);
    }
    waiting = waiting.filter((entry) => !present.has(entry.id));
  }
}

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
