import { dbContext, siteContext } from "#app/contexts.ts";
import { listingMap } from "#app/data/catalogue/listing-map.server.ts";
import { isLanguage } from "#app/i18n/languages.ts";
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
export async function loader({ context, params, url }: Route.LoaderArgs) {
  // A Map, not an object: "constructor" or "__proto__" must not name a file.
  const goal = files.get(params.file as "sale.json");
  const { config, languages } = context.get(siteContext);
  const { language } = params;
  if (!goal || !isLanguage(language) || !languages.enabled.includes(language))
    return new Response(null, { status: 404 });
  const { query } = parseListingQuery(url.searchParams);
  const listings = await listingMap(context.get(dbContext), query, {
    goal,
    language,
    soldListed: config?.listings.soldListed ?? false,
  });
  const body: MapData = { points: [], cities: [], unlocated: [], tiles: config?.map };
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
  // Short-lived: the list changes with every import, and the page beside it is as fresh.
  return Response.json(body, { headers: { "Cache-Control": "public, max-age=60" } });
}
