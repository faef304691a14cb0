// docs/requirements.md §2 listings: "Listing routes accept the query parameters city={city}|{zip} and type={typeId}",
// extended by docs/requirements.md §12 with a price range, minimum bedrooms and living surface, a text query (docs/requirements.md §5),
// a sort and paging. app/routing/listing-query.ts reads and writes it in a URL; the repositories
// (app/data/catalogue/listing-page.server.ts) filter by it.

export interface ListingFilter {
  /** Localities by name in any language, or postal codes; a property in any of them matches. */
  cities?: string[] | undefined;
  /** Property types (the CRM's WebID); a property of any of them matches. */
  types?: number[] | undefined;
  /** Published price range in euros: a property whose price is hidden never matches one. */
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  bedroomsMin?: number | undefined;
  /** Living surface, or the plot for land (m²). */
  surfaceMin?: number | undefined;
  /** docs/requirements.md §5: a city (name or zip), a type's name or an exact property ID. */
  q?: string | undefined;
}

export const listingSorts = ["newest", "price-asc", "price-desc", "surface-desc"] as const;
export type ListingSort = (typeof listingSorts)[number];

export const pageSizes = [12, 24, 36] as const;
export type PageSize = (typeof pageSizes)[number];

/** What a visitor asks of a listing: the filter, the order and the page. */
export interface ListingQuery {
  filter: ListingFilter;
  sort: ListingSort;
  page: number;
  size: PageSize;
  /**
   * The size of the list when its URL names none: the agency's results per page (issue 27 "Settings",
   * site-config.ts listings.perPage). Links leave it out, so that the plain list has one address.
   */
  defaultSize: PageSize;
}

export const defaultListingQuery: ListingQuery = {
  filter: {},
  sort: "newest",
  page: 1,
  size: 12,
  defaultSize: 12,
};

export const isPageSize = (size: number): size is PageSize =>
  (pageSizes as readonly number[]).includes(size);

/** Whether the filter narrows the list (then the page is kept out of search engines). */
export function isFiltered(filter: ListingFilter): boolean {
  return Object.values(filter).some((value) =>
    Array.isArray(value) ? value.length > 0 : value !== undefined,
  );
}
