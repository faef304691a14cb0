import type { Photo } from "#app/model/media/image-variants.ts";
import type { ProjectPlace } from "./listing-place.ts";

// Shared by the repository that reads the project list and the components that draw it.

/** What the project list (docs/requirements.md §2 /projects/) shows of a new-build project, in one language. */
export interface ProjectCard extends ProjectPlace {
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  /** Its units still on offer (available or under option). */
  unitsOnOffer: number;
  photo?: Photo | undefined;
}
