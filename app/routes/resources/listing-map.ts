import { dbContext, siteContext } from "#app/contexts.ts";
import { listingMap } from "#app/data/catalogue/listing-map.server.ts";
import type { PriceInput } from "#app/domain/price.ts";
import { isLanguage } from "#app/i18n/languages.ts";
import type { MapData } from "#app/model/listing-map/map-data.ts";
import { parseListingQuery } from "#app/routing/listing-query.ts";
import { propertyUrl } from "#app/routing/listing-urls.ts";
import type { Route } from "./+types/listing-map";

const files = new Map([
  ["sale.json", "sale"],
  ["rent.json", "rent"],
] as const);

// /listing-map/{lang}/{sale|rent}.json?{listing filter}: the markers of the listings' map view (issue 12,
// ADR 014), the same properties as the list with the same filter. Only what a marker and its card show.
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
  const body: MapData = { markers: [], unlocated: [], tiles: config?.map };
  for (const { card, location } of listings) {
    const listing = {
      id: card.id,
      title: card.title,
      city: card.city,
      url: propertyUrl(card, language),
    };
    if (location)
      body.markers.push({ ...listing, location, price: priceOf(card), photo: card.photo });
    else body.unlocated.push(listing);
  }
  // Short-lived: the list changes with every import, and the page beside it is as fresh.
  return Response.json(body, { headers: { "Cache-Control": "public, max-age=60" } });
}

/** The price fields of a card, hidden price already removed by the repository (publication.ts). */
function priceOf({ price, publishPrice, priceUnit, goal }: PriceInput): PriceInput {
  return { price, publishPrice, priceUnit, goal };
}
