import { createHash } from "node:crypto";
import { setImmediate as nextTurn } from "node:timers/promises";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import type { Kysely } from "kysely";
import type { RouterContextProvider } from "react-router";
import {
  dbContext,
  type RequestFacts,
  requestContext,
  type Site,
  siteContext,
} from "#app/contexts.ts";
import { readListingPlaces } from "#app/data/catalogue/listing-sitemap.server.ts";
import { readContentVersion } from "#app/data/content/content-version.server.ts";
import {
  readArticleSlugsOf,
  readKeyedArticleLanguages,
} from "#app/data/content/sitemap-articles.server.ts";
import type { Database } from "#app/data/schema.ts";
import { previewContext } from "#app/middleware/preview.server.ts";
import { articleRouteCategories } from "#app/model/content/article.ts";
import { alternatesOf } from "#app/model/content/page-view.ts";
import { listingUrls } from "#app/routing/listing-urls.ts";
import { menuEntries } from "#app/routing/menu-urls.ts";
import {
  articlePageOf,
  type PageDefinition,
  pageKeys,
  pageTable,
  pageUrl,
  showsMenuPage,
} from "#app/routing/route-table.ts";
import {
  type Alternates,
  listingsPerSitemapFile,
  sitemapIndexXml,
  sitemapParts,
  urlSetXml,
} from "#app/seo/sitemap-xml.ts";

export interface SitemapFile {
  body: string;
  /** Weak, from the body: an import that leaves a file as it was keeps its ETag (and crawlers' 304s). */
  etag: string;
  /** Compressed on its first request that accepts gzip, in the thread pool, then kept with the body. */
  gzipped?: Promise<Buffer>;
}

const gzipAsync = promisify(gzip);

export interface Sitemap {
  index: SitemapFile;
  /** By name under /sitemaps/. */
  files: Map<string, SitemapFile>;
}

interface SitemapRequest {
  db: Kysely<Database>;
  site: Site;
  /** The site's trusted origin: every address in the files is absolute on it. */
  origin: string;
  log: RequestFacts["log"];
  /** Kept small by tests; the default keeps each file far below the protocol's limits. */
  listingsPerFile?: number;
}

// The files are made once per content version (bumped by every import, content and configuration
// change, from any process) and kept in memory: a crawler's requests then cost one small query. Only the
// current version's files are kept (a few origins of it at most, the oldest going first): at 10,000
// listings one set weighs about 30 MB, and an older version is never asked for again.
const made = new WeakMap<
  Kysely<Database>,
  { version: string; byKey: Map<string, Promise<Sitemap>> }
>();
const keptPerDatabase = 4;

/** The sitemap index and its files for the current content, made when the content has changed. */
export async function readSitemap(request: SitemapRequest): Promise<Sitemap> {
  const { db, origin, listingsPerFile = listingsPerSitemapFile } = request;
  const version = await readContentVersion(db);
  let current = made.get(db);
  if (current?.version !== version) {
    current = { version, byKey: new Map() };
    made.set(db, current);
  }
  const { byKey } = current;
  const key = `${origin} ${listingsPerFile}`;
  const cached = byKey.get(key);
  if (cached) return cached;
  const sitemap = makeSitemap(request, listingsPerFile);
  byKey.set(key, sitemap);
  sitemap.catch(() => byKey.delete(key));
  for (const old of byKey.keys()) if (byKey.size > keptPerDatabase) byKey.delete(old);
  return sitemap;
}

/**
 * The sitemap for a request to the site (its database, configuration and origin). An admin's preview
 * (ADR 061) gets one made from the drafts for it alone, never kept for the visitors of this version.
 */
export function requestedSitemap(context: Readonly<RouterContextProvider>): Promise<Sitemap> {
  const { origin, log } = context.get(requestContext);
  const request = { db: context.get(dbContext), site: context.get(siteContext), origin, log };
  return context.get(previewContext)
    ? makeSitemap(request, listingsPerSitemapFile)
    : readSitemap(request);
}

/**
 * The file's body with its ETag, or a 304 when the client holds it already. Crawlers ask for gzip: the
 * compressed body is kept too, so that a request costs no compression of a few MB (the server's
 * compression leaves an encoded answer alone).
 */
export async function sitemapResponse(file: SitemapFile, request: Request): Promise<Response> {
  const headers: Record<string, string> = {
    "Content-Type": "application/xml; charset=utf-8",
    "Cache-Control": "public, max-age=3600",
    ETag: file.etag,
    Vary: "Accept-Encoding",
  };
  const held = request.headers.get("if-none-match")?.split(",") ?? [];
  if (held.some((tag) => tag.trim() === file.etag))
    return new Response(null, { status: 304, headers });
  if (!acceptsGzip(request.headers.get("accept-encoding")))
    return new Response(file.body, { headers });
  file.gzipped ??= gzipAsync(file.body, { level: 9 });
  const body = new Uint8Array(await file.gzipped);
  return new Response(body, { headers: { ...headers, "Content-Encoding": "gzip" } });
}

/** Whether an Accept-Encoding header allows gzip (named, or by `*`, with a weight above 0). */
function acceptsGzip(header: string | null): boolean {
  return (header ?? "").split(",").some((part) => {
    const [name = "", ...params] = part.split(";").map((p) => p.trim().toLowerCase());
    const weight = params.find((p) => p.startsWith("q="));
    return (name === "gzip" || name === "*") && (!weight || Number(weight.slice(2)) > 0);
  });
}

async function makeSitemap(request: SitemapRequest, listingsPerFile: number): Promise<Sitemap> {
  const started = performance.now();
  const { db, site, origin } = request;
  const [pages, listings] = await Promise.all([
    sitePages(db, site),
    readListingPlaces(db).then((places) => places.map(listingUrls)),
  ]);
  const parts = sitemapParts(pages, listings, listingsPerFile);
  // One file per turn of the event loop: at 10,000 properties making them all takes about a second,
  // which pages waiting meanwhile must not feel (nor the overload guard take for a queue).
  const files = new Map<string, SitemapFile>();
  for (const part of parts) {
    await nextTurn();
    files.set(part.name, fileOf(urlSetXml(part.pages, site.languages.enabled, origin)));
  }
  const index = fileOf(
    sitemapIndexXml(parts.map((part) => new URL(`/sitemaps/${part.name}`, origin).href)),
  );
  request.log.info("sitemap made", {
    files: files.size,
    listings: listings.length,
    ms: Math.round(performance.now() - started),
  });
  return { index, files };
}

function fileOf(body: string): SitemapFile {
  return { body, etag: `W/"${createHash("sha1").update(body).digest("base64url")}"` };
}

/**
 * Every page of the site that answers 200, in each language it exists in: the table's pages that need
 * nothing stored (home, free valuation), its standalone texts where their article is published, every
 * menu page of the agency (For sale, Contact... at the table's addresses), and the articles with pages
 * of their own.
 */
async function sitePages(db: Kysely<Database>, site: Site): Promise<Alternates[]> {
  const textKeys = pageKeys.flatMap((page) => (pageTable[page] as PageDefinition).article ?? []);
  const drafts = await site.articleDrafts();
  const [menuPages, articles, textLanguages] = await Promise.all([
    site.menuPages(),
    readArticleSlugsOf(db, articleRouteCategories, drafts),
    readKeyedArticleLanguages(db, textKeys, drafts),
  ]);
  const tablePages = pageKeys
    .filter((page) => {
      const { paths, feedback, unlisted, ownerArea } = pageTable[page] as PageDefinition;
      return (
        !paths.fr.includes(":") && !showsMenuPage(page) && !feedback && !unlisted && !ownerArea
      );
    })
    .map((page) => {
      const { article } = pageTable[page] as PageDefinition;
      const written = article ? (textLanguages.get(article) ?? []) : undefined;
      return alternatesOf((l) => (!written || written.includes(l) ? pageUrl(page, l) : undefined));
    });
  // The home menu page is the table's home page; the others each in every language.
  const agencyPages = menuEntries(menuPages, "en")
    .filter((entry) => entry.page.path.toLowerCase() !== "home")
    .map((entry) =>
      alternatesOf((l) => menuEntries(menuPages, l).find((e) => e.page === entry.page)?.url),
    );
  const articlePages = articles.flatMap(({ category, slugs }) => {
    const page = articlePageOf(category);
    if (!page) return [];
    return [alternatesOf((l) => (slugs[l] ? pageUrl(page, l, { slug: slugs[l] }) : undefined))];
  });
  // A menu page the agency put at a table page's address (/Disclaimer/) is listed once.
  const seen = new Set<string>();
  return [...tablePages, ...agencyPages, ...articlePages].filter((alternates) => {
    const urls = Object.values(alternates).join(" ");
    if (!urls || seen.has(urls)) return false;
    seen.add(urls);
    return true;
  });
}
