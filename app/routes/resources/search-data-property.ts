import { dbContext, siteContext } from "#app/contexts.ts";
import { searchProperty } from "#app/data/catalogue/search-data.server.ts";
import { searchCardText } from "#app/model/catalogue/search-card-text.ts";
import type { SearchPropertyCard } from "#app/model/catalogue/search-data.ts";
import { variantUrl } from "#app/model/media/image-variants.ts";
import { propertyUrl } from "#app/routing/listing-urls.ts";
import { parseSearchPropertyFile } from "#app/routing/search-data-urls.ts";
import type { Route } from "./+types/search-data-property";

// /search-data/property/{id}.{lang}.json: the card of the one property a home search matched by its
// ID (docs/requirements.md §5), fetched only then, so that the search data holds ids, not texts. Its text is cut to
// 100 characters and its thumbnail is the smallest variant, shown at 60x60 (docs/requirements.md §9).
export async function loader({ context, params }: Route.LoaderArgs) {
  const wanted = parseSearchPropertyFile(params.file);
  const enabled = context.get(siteContext).languages.enabled;
  const row =
    wanted && enabled.includes(wanted.language)
      ? await searchProperty(context.get(dbContext), wanted.language, wanted.id)
      : undefined;
  if (!wanted || !row) return new Response(null, { status: 404 });
  const card: SearchPropertyCard = {
    id: row.id,
    title: row.title,
    city: row.city,
    text: searchCardText(row.description),
    url: propertyUrl(row, wanted.language),
    thumbnail: row.photo ? variantUrl(row.photo.key, 100, "webp") : undefined,
  };
  return new Response(JSON.stringify(card), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      // Short: an import may change the text or withdraw the property under the same address.
      "Cache-Control": "public, max-age=300",
    },
  });
}
