import type { PriceInput } from "#app/domain/price.ts";
import type { PropertyCard } from "#app/model/catalogue/property-card.ts";
import type { MapTiles } from "#app/model/config/map-tiles.ts";
import type { Photo } from "#app/model/media/image-variants.ts";

// What the listings' map receives (ADR 016, after ADR 014). Opening the map fetches the points alone
// (/listing-map/{lang}/{goal}.json): compact arrays, so that 10,000 properties stay a light file. A
// marker's or a spot's card data comes when the visitor opens it (/listing-map/{lang}/cards.json?id=...).
// Positions are the public ones (moved when the address is hidden, ADR 012), prices as displayed (a
// hidden one is "on request", never a number).

/**
 * A marker: the property's id, its public latitude and longitude, 1 when that point was moved away from
 * the address (approximate), and the index of its city in `MapData.cities`.
 */
export type MapPoint = [
  id: number,
  latitude: number,
  longitude: number,
  approximate: 0 | 1,
  city: number,
];

export interface MapListing {
  id: number;
  title: string;
  city: string;
  url: string;
}

export interface MapData {
  points: MapPoint[];
  /** The points' city names, each once. */
  cities: string[];
  /** Properties of the list that have no position: named under the map. */
  unlocated: MapListing[];
  /** The agency's detailed tile layer, if any: loaded only when the visitor asks for it. */
  tiles?: MapTiles | undefined;
}

/** A marker as the map code uses it. */
export interface MapSpot {
  id: number;
  latitude: number;
  longitude: number;
  approximate: boolean;
  city: string;
}

/** The card data of one property, fetched when its marker (or the spot it shares) is opened. */
export interface MapCard extends MapListing {
  status: PropertyCard["status"];
  /** A hidden price is null here: it reads "price on request". */
  price: PriceInput;
  bedrooms?: number | undefined;
  surface?: number | undefined;
  photo?: Photo | undefined;
}

/** The most cards one request gives (the units of a project at one spot stay far below). */
export const mapCardLimit = 100;

export function mapSpots({ points, cities }: Pick<MapData, "points" | "cities">): MapSpot[] {
  return points.map(([id, latitude, longitude, approximate, city]) => ({
    id,
    latitude,
    longitude,
    approximate: approximate === 1,
    city: cities[city] ?? "",
  }));
}
