import { data, redirect } from "react-router";
import { shortened } from "#app/domain/text.ts";
import type { Language } from "#app/i18n/languages.ts";
import type { ListingPlace, PlacesByLanguage } from "#app/model/catalogue/listing-place.ts";
import type { PageHead } from "#app/model/content/page-view.ts";
import { type Photo, variantUrl } from "#app/model/media/image-variants.ts";
import { listingUrls } from "#app/routing/listing-urls.ts";

interface ListingPage {
  description: string[];
  photos: Photo[];
  places: PlacesByLanguage<ListingPlace>;
}

/**
 * The head of a property or project page, once the URL asked for is the page's current one: 404 when
 * there is no such page in this language, 301 from any older or odd form of its address.
 */
export function listingHead<T extends ListingPage>(
  page: T | undefined,
  title: (page: T) => string,
  url: URL,
  language: Language,
): { head: PageHead; page: T } {
  const urls = page ? listingUrls(page.places) : {};
  const own = urls[language];
  if (!page || !own) throw data(null, { status: 404 });
  if (decodeURIComponent(url.pathname) !== decodeURIComponent(own))
    throw redirect(`${own}${url.search}`, 301);
  const main = page.photos[0];
  const head = {
    title: title(page),
    description: shortened(page.description.join(" "), 160) || undefined,
    image: main ? variantUrl(main.key, 1360, "jpg") : undefined,
    alternates: urls,
  };
  return { head, page };
}
