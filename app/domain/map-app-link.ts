import type { PublicLocation } from "./public-location.ts";

// docs/requirements.md §13 "Place": a link that opens a property's place in the visitor's own map app. One https
// address of Google Maps' documented, key-free "Maps URLs" (api=1): Android and iOS hand it to the Google
// Maps app when installed and every other device opens it in the browser, whereas a `geo:` URI does
// nothing on iOS and most desktops. It is a plain link: nothing reaches that site before the click.

export interface PublicPlace {
  /** The public position: moved when the address is hidden (ADR 012). */
  location?: PublicLocation | undefined;
  /** Only when the address is public. */
  street?: string | undefined;
  zip: string;
  city: string;
  /** ISO 3166 code (BE, LU). */
  country?: string | undefined;
}

const maps = "https://www.google.com/maps/search/";

/** The map app's address of a place: its public point, else its public address in words. */
export function mapAppUrl({ location, street, zip, city, country }: PublicPlace): string {
  const query = location
    ? `${location.latitude},${location.longitude}`
    : [street, `${zip} ${city}`, country].filter(Boolean).join(", ");
  return `${maps}?${new URLSearchParams({ api: "1", query })}`;
}
