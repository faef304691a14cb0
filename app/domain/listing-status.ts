// docs/requirements.md §3 property Status (available, option, sold, rented, withdrawn) and what each means on the site:
// one definition for every repository, so that the lists, the counts and the pages agree.

export type ListingStatus = "available" | "option" | "sold" | "rented" | "withdrawn";

/**
 * On offer: listed in the latest offers and the listings (docs/requirements.md §2) and counted in the stats and search
 * data (docs/requirements.md §3 "Type entry in search data", "City entry"). Sold and rented ones are no longer offered.
 */
export const onOfferStatuses = ["available", "option"] as const satisfies readonly ListingStatus[];

/** Visible: the property's page exists (and is in the sitemap); a withdrawn property has left the site. */
export const visibleStatuses = [
  ...onOfferStatuses,
  "sold",
  "rented",
] as const satisfies readonly ListingStatus[];

export type VisibleStatus = (typeof visibleStatuses)[number];

export function isVisible(status: string): status is VisibleStatus {
  return (visibleStatuses as readonly string[]).includes(status);
}
