import { type Recorded, recordOne } from "./raw-replay.ts";

// The addresses of the crawl bench (issue 29): what a search engine meets on the demo agency, every page
// of the sitemap (home, content pages, properties and projects, in four languages) and the listings
// with combinations of their filters, as their links write them (app/routing/listing-query.ts).

/** What a browser or a crawler asks for. */
export const acceptEncoding = "br, gzip";

/** The sitemap's pages, by path, in the order it lists them. */
export async function sitemapPaths(site: string): Promise<string[]> {
  const locs = async (url: string) =>
    [...(await (await fetch(url)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1] ?? "").pathname,
    );
  const paths: string[] = [];
  for (const file of await locs(`${site}/sitemap.xml`))
    paths.push(...(await locs(`${site}${file}`)));
  return paths;
}

/** Filter combinations in the URL's own order of parameters, defaults (newest first, page 1) left out. */
function* filterQueries(): Generator<string> {
  for (const page of [1, 2, 3])
    for (const sort of ["newest", "price-asc", "price-desc", "surface-desc"])
      for (const types of [[], [1], [2], [1, 2], [3]])
        for (const bedrooms of [0, 2, 3])
          for (const priceMax of [0, 500_000]) {
            const params = new URLSearchParams();
            for (const type of types) params.append("type", String(type));
            if (priceMax) params.set("price-max", String(priceMax));
            if (bedrooms) params.set("bedrooms", String(bedrooms));
            if (sort !== "newest") params.set("sort", sort);
            if (page > 1) params.set("page", String(page));
            const query = params.toString();
            if (query) yield `?${query}`;
          }
}

/**
 * `count` addresses a crawl may ask: the sitemap's pages, then each listing (a sitemap path its
 * properties sit under) with one filter combination after another, taking the listings in turn.
 */
export function crawlCandidates(sitemap: string[]): string[] {
  const listings = [
    ...new Set(sitemap.map((path) => /^\/\w\w\/[^/]+\/(?=.+\/\d+\/$)/.exec(path)?.[0])),
  ].filter((path): path is string => path !== undefined && sitemap.includes(path));
  const candidates = [...sitemap];
  for (const query of filterQueries())
    for (const listing of listings) candidates.push(`${listing}${query}`);
  return candidates;
}

/** A page's exact bytes as the site sends them to a client asking for compression. */
export function recordCompressed(site: string, path: string): Promise<Recorded> {
  return recordOne(`${site}${path}`, { "Accept-Encoding": acceptEncoding });
}
