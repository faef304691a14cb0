import type { TFunction } from "i18next";
import type { Kysely } from "kysely";
import { type ListingScope, readListingPage } from "#app/data/catalogue/listing-page.server.ts";
import type { Database } from "#app/data/schema.ts";
import { formatNumber } from "#app/domain/numbers.ts";
import type { ListingView } from "#app/features/listings/listing-view.ts";
import { translator } from "#app/i18n/translator.server.ts";
import type { PageSize } from "#app/model/catalogue/listing-filter.ts";
import type { PageHead } from "#app/model/content/page-view.ts";
import { parseListingQuery } from "#app/routing/listing-query.ts";
import { listingPageHead } from "#app/seo/listing-page-head.ts";

// The For sale / For rent listing of a menu page (content-page.tsx): the page of the URL's search, its
// head, and whether part of the search could not be read.

/** The listing for the URL's search; a page past the end is a value that cannot be read (page 1). */
export async function loadListing(
  db: Kysely<Database>,
  url: URL,
  scope: ListingScope,
  defaultSize: PageSize,
): Promise<{ listing: ListingView; invalid: boolean }> {
  const { query, invalid } = parseListingQuery(url.searchParams, defaultSize);
  let found = await readListingPage(db, query, scope);
  const pagesOf = (total: number) => Math.max(1, Math.ceil(total / query.size));
  const beyond = query.page > pagesOf(found.total);
  if (beyond) {
    query.page = 1;
    found = await readListingPage(db, query, scope);
  }
  return {
    listing: { ...found, query, pages: pagesOf(found.total), path: url.pathname },
    invalid: invalid || beyond,
  };
}

/** The menu page's head as a listing's: "page X of Y [N objects]", robots, prev and next. */
export function listingPageTitleHead<H extends PageHead>(
  head: H,
  listing: ListingView,
  language: ListingScope["language"],
): H {
  const { query, total, pages, path } = listing;
  const t: TFunction<["common", "listings"]> = translator(language);
  const pageOf = t("listings:results.pageOf", {
    count: total,
    total: formatNumber(total),
    page: query.page,
    pages,
  });
  return listingPageHead(head, { query, pages, pageOf }, path);
}
