import type { ListingQuery } from "#app/model/catalogue/listing-filter.ts";
import type { ListingPage } from "#app/model/catalogue/listing-page.ts";

/** What the listing's components draw: the page read for the query, and where the list lives. */
export interface ListingView extends ListingPage {
  query: ListingQuery;
  /** Number of pages, at least 1. */
  pages: number;
  /** The listing's path (/fr/a-vendre/), to which the form and links add the query. */
  path: string;
}
