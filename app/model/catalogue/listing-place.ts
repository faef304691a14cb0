import type { Language } from "#app/i18n/languages.ts";

// What a property's or a project's URL is made of (docs/requirements.md §2 Route table): the repositories read it, the
// URL itself is built where it is shown (app/routing/listing-urls.ts), so that data/ knows no routes.

export interface ProjectPlace {
  id: number;
  name: string;
  city: string;
}

export interface PropertyPlace {
  id: number;
  goal: "sale" | "rent";
  title: string;
  city: string;
  project?: ProjectPlace | undefined;
}

export type ListingPlace = PropertyPlace | ProjectPlace;

/** A property's place alone, out of a larger read model such as a card. */
export function propertyPlace({ id, goal, title, city, project }: PropertyPlace): PropertyPlace {
  return { id, goal, title, city, project };
}

/** A property's or a project's place in each language it has a text in. */
export type PlacesByLanguage<P extends ListingPlace> = Partial<Record<Language, P>>;
