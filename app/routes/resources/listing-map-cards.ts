import { dbContext, siteContext } from "#app/contexts.ts";
import { mapCards } from "#app/data/catalogue/listing-map.server.ts";
import { isLanguage } from "#app/i18n/languages.ts";
import { type MapCard, mapCardLimit } from "#app/model/listing-map/map-data.ts";
import { propertyUrl } from "#app/routing/listing-urls.ts";
import type { Route } from "./+types/listing-map-cards";

// /listing-map/{lang}/cards.json?id=1&id=2: what the cards of the listings' map show (ADR 016), fetched
// when a visitor opens a marker or a spot shared by several properties (a project's units). Only listed
// properties (those the map may show), each field as its card in a list shows it.
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { config, languages } = context.get(siteContext);
  const { language } = params;
  if (!isLanguage(language) || !languages.enabled.includes(language))
    return new Response(null, { status: 404 });
  const ids = [
    ...new Set(
      url.searchParams
        .getAll("id")
        .filter((id) => /^[1-9]\d{0,9}$/.test(id))
        .map(Number),
    ),
  ].slice(0, mapCardLimit);
  const cards = await mapCards(context.get(dbContext), language, ids, {
    soldListed: config?.listings.soldListed ?? false,
  });
  const body: MapCard[] = cards.map((card) => ({
    id: card.id,
    title: card.title,
    city: card.city,
    url: propertyUrl(card, language),
    status: card.status,
    price: {
      price: card.price,
      publishPrice: card.publishPrice,
      priceUnit: card.priceUnit,
      goal: card.goal,
    },
    bedrooms: card.bedrooms,
    surface: card.surface,
    photo: card.photo,
  }));
  return Response.json(body, { headers: { "Cache-Control": "public, max-age=60" } });
}
