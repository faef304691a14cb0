import { countryFromId } from "#app/domain/property-types.ts";
import type { PublicLocation } from "#app/domain/public-location.ts";
import { jsonLdText } from "./json-ld.ts";

interface ListingAddress {
  /** Street and number, only when the address is public. */
  street?: string | undefined;
  zip: string;
  city: string;
  countryId: number;
  location?: PublicLocation | undefined;
}

/**
 * schema.org RealEstateListing of a property's or project's page: what it is called and where it is.
 * Built from the read model only, so it carries no more than the page (a hidden address's street is
 * absent and its position is the moved one, ADR 012).
 */
export function listingJsonLd(name: string, url: string, address: ListingAddress): string {
  const { street, zip, city, countryId, location } = address;
  return jsonLdText({
    "@context": "https://schema.org",
    "@type": "RealEstateListing",
    name,
    url,
    contentLocation: {
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        ...(street ? { streetAddress: street } : {}),
        postalCode: zip,
        addressLocality: city,
        addressCountry: countryFromId(countryId),
      },
      ...(location
        ? {
            geo: {
              "@type": "GeoCoordinates",
              latitude: location.latitude,
              longitude: location.longitude,
            },
          }
        : {}),
    },
  });
}
