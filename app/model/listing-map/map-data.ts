import type { PriceInput } from "#app/domain/price.ts";
import type { PublicLocation } from "#app/domain/public-location.ts";
import type { MapTiles } from "#app/model/config/map-tiles.ts";
import type { Photo } from "#app/model/media/image-variants.ts";

// What the listings' map receives (/listing-map/{lang}/{goal}.json, ADR 014): only what a marker and its
// card show. The position is the public one (moved when the address is hidden, ADR 012), the price as
// displayed (a hidden one is "on request", never a number).

export interface MapListing {
  id: number;
  title: string;
  city: string;
  url: string;
}

export interface MapMarker extends MapListing {
  location: PublicLocation;
  /** A hidden price is null here: it reads "price on request". */
  price: PriceInput;
  photo?: Photo | undefined;
}

export interface MapData {
  markers: MapMarker[];
  /** Properties of the list that have no position: named under the map. */
  unlocated: MapListing[];
  /** The agency's detailed tile layer, if any: loaded only when the visitor asks for it. */
  tiles?: MapTiles | undefined;
}
