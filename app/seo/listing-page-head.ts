import {
  defaultListingQuery,
  isFiltered,
  type ListingQuery,
} from "#app/model/catalogue/listing-filter.ts";
import type { PageHead } from "#app/model/content/page-view.ts";
import { listingSearch } from "#app/routing/listing-query.ts";

/**
 * The head of a listing page (docs/requirements.md §2): its title ends with "page X of Y [N objects]"; the plain list
 * (no filter, default order and size) is indexed page by page, each search is not and names the plain
 * list as canonical; rel=prev/next link the pages of the same search.
 */
export function listingPageHead<H extends PageHead>(
  head: H,
  { query, pages, pageOf }: { query: ListingQuery; pages: number; pageOf: string },
  own: string,
): H {
  const plain =
    !isFiltered(query.filter) &&
    query.sort === defaultListingQuery.sort &&
    query.size === query.defaultSize;
  const at = (page: number) => listingSearch({ ...query, page });
  const alternates =
    plain && query.page > 1
      ? Object.fromEntries(
          Object.entries(head.alternates).map(([language, path]) => [
            language,
            `${path}${at(query.page)}`,
          ]),
        )
      : head.alternates;
  return {
    ...head,
    title: `${head.title} – ${pageOf}`,
    alternates,
    noindex: !plain,
    prev: query.page > 1 ? `${own}${at(query.page - 1)}` : undefined,
    next: query.page < pages ? `${own}${at(query.page + 1)}` : undefined,
  };
}
