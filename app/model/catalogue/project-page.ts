import type { PublicLocation } from "#app/domain/public-location.ts";
import type { Photo } from "#app/model/media/image-variants.ts";
import type { PlacesByLanguage, ProjectPlace } from "./listing-place.ts";
import type { ProjectUnit } from "./project-unit.ts";

// Shared by the repository that reads a project's page and the components that draw it.

/** What a new-build project's page shows, in one language (docs/requirements.md §2 project detail, first version). */
export interface ProjectPage {
  id: number;
  name: string;
  /** The CRM's description as plain paragraphs, cleaned on the server (docs/requirements.md §5). */
  description: string[];
  city: string;
  zip: string;
  countryId: number;
  /** Where it is: moved a few hundred metres when the address is not public (ADR 012). */
  location?: PublicLocation | undefined;
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  photos: Photo[];
  /** The project's units visitors may see: on offer, sold or rented (the units table). */
  units: ProjectUnit[];
  /** How many of them are on offer. */
  unitsOnOffer: number;
  /** What this page's URL is made of, in each language the project has a text in. */
  places: PlacesByLanguage<ProjectPlace>;
}
