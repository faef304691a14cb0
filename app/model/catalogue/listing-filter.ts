// spec §2: "Listing routes accept the query parameters city={city}|{zip} and type={typeId}". The
// repositories filter by it; app/routing/listing-filter.ts reads it from a URL.

export interface ListingFilter {
  /** A locality's name in any language, or a postal code. */
  city?: string | undefined;
  /** A property type (the CRM's WebID). */
  type?: number | undefined;
}
