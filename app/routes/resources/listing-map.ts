import { createHash } from "node:crypto";
import { dbContext, siteContext } from "#app/contexts.ts";
import { listingMap } from "#app/data/catalogue/listing-map.server.ts";
import type { ListingScope } from "#app/data/catalogue/listing-page.server.ts";
import { versionedCache } from "#app/data/content/versioned-cache.server.ts";
import { isLanguage } from "#app/i18n/languages.ts";
import type { ListingQuery } from "#app/model/catalogue/listing-filter.ts";
import type { MapTiles } from "#app/model/config/map-tiles.ts";
import type { MapData } from "#app/model/listing-map/map-data.ts";
import { parseListingQuery } from "#app/routing/listing-query.ts";
import { propertyUrl } from "#app/routing/listing-urls.ts";
import type { Route } from "./+types/listing-map";

const files = new Map([
  ["sale.json", "sale"],
  ["rent.json", "rent"],
] as const);

// /listing-map/{lang}/{sale|rent}.json?{listing filter}: the markers of the listings' map view (docs/requirements.md §12,
// ADR 014 and 016), the same properties as the list with the same filter. Only ids, public positions and
// cities: a marker's card comes from ./listing-map-cards.ts when the visitor opens it.
export async function loader({ context, params, request, url }: Route.LoaderArgs) {
  // A Map, not an object: "constructor" or "__proto__" must not name a file.
  const goal = files.get(params.file as "sale.json");
  const { config, languages } = context.get(siteContext);
  const { language } = params;
  if (!goal || !isLanguage(language) || !languages.enabled.includes(language))
    return new Response(null, { status: 404 });
  const { query } = parseListingQuery(url.searchParams);
  const scope = { goal, language, soldListed: config?.listings.soldListed ?? false };
  const db = context.get(dbContext);
  // The same for every visitor of this language and filter: made once per content version (issue 28
  // defect 10); the site's configuration (the tiles, sold properties kept) is content too, and is in
  // the key: an admin's preview of a settings draft must not leave its tiles to the visitors.
  const key = JSON.stringify([scope, query, config?.map]);
  const { value: file } = await mapFiles(db, key, async () => {
    const body = JSON.stringify(await mapData(db, query, scope, config?.map));
    const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
    return { value: { body, etag }, bytes: body.length * 2 };
  });
  // Short-lived: the list changes with every import, and the page beside it is as fresh; after that, the
  // ETag (the file's own hash) makes asking again cheap while the version and hence the file stay the same.
  const headers = {
    "Cache-Control": "public, max-age=60",
    "Content-Type": "application/json",
    ETag: file.etag,
  };
  if (request.headers.get("if-none-match") === file.etag)
    return new Response(null, { status: 304, headers });
  return new Response(file.body, { headers });
}

// A 10,000-property map file is about 230 kB: a few dozen languages and filters at most.
const mapFiles = versionedCache<{ body: string; etag: string }>(16 * 1024 * 1024);

async function mapData(
  db: Parameters<typeof listingMap>[0],
  query: ListingQuery,
  scope: ListingScope,
  tiles: MapTiles | undefined,
): Promise<MapData> {
  const { language } = scope;
  const listings = await listingMap(db, query, scope);
  const body: MapData = { points: [], cities: [], unlocated: [], tiles };
  const cityIndex = new Map<string, number>();
  for (const { card, location } of listings) {
    if (!location) {
      const { id, title, city } = card;
      body.unlocated.push({ id, title, city, url: propertyUrl(card, language) });
      continue;
    }
    let city = cityIndex.get(card.city);
    if (city === undefined) {
      city = body.cities.push(card.city) - 1;
      cityIndex.set(card.city, city);
    }
    const { latitude, longitude, approximate } = location;
    body.points.push([card.id, latitude, longitude, approximate ? 1 : 0, city]);
  }
  return body;
}
