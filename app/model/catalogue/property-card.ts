import type { Photo } from "#app/model/media/image-variants.ts";
import type { PropertyPlace } from "./listing-place.ts";

// Shared by the repository that reads cards and the components that draw them.

/**
 * What a listing card shows of a property, in one language. Its place (id, goal, title, city and the
 * project it is a unit of) gives its page's URL.
 */
export interface PropertyCard extends PropertyPlace {
  status: "available" | "option" | "sold" | "rented";
  price: number | null;
  publishPrice: boolean;
  priceUnit: number | null;
  marquee: number;
  marqueeName?: string | undefined;
  bedrooms?: number | undefined;
  /** Living surface, or the plot for land (m²). */
  surface?: number | undefined;
  photo?: Photo | undefined;
}
