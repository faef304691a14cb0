import type { PropertyPlace } from "./listing-place.ts";

// Shared by the repository that reads a project's units and the table that shows them.

/** One unit of a new-build project, as its units table shows it (one row). */
export interface ProjectUnit extends PropertyPlace {
  status: "available" | "option" | "sold" | "rented";
  /** The name of its property type in the page's language, when the CRM gives one. */
  type?: string | undefined;
  /** The floor it is on, 0 for the ground floor, when the CRM gives it. */
  floor?: number | undefined;
  bedrooms?: number | undefined;
  /** Living surface, or the plot for land (m²). */
  surface?: number | undefined;
  /** The public price only: null when hidden (PublishPrice false) or missing. */
  price: number | null;
  publishPrice: boolean;
  priceUnit: number | null;
}
