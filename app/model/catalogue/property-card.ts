import type { Photo } from "#app/model/media/image-variants.ts";

// Shared by the repository that reads cards and the components that draw them.

/** What a listing card shows of a property, in one language. */
export interface PropertyCard {
  id: number;
  /** The property's page in the card's language. */
  url: string;
  goal: "sale" | "rent";
  status: "available" | "option" | "sold" | "rented";
  title: string;
  city: string;
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
