import { slugify } from "#app/domain/slug.ts";
import { type Language, languages } from "#app/i18n/languages.ts";
import type {
  ListingPlace,
  PlacesByLanguage,
  ProjectPlace,
  PropertyPlace,
} from "#app/model/catalogue/listing-place.ts";
import { pageUrl } from "./route-table.ts";

// docs/requirements.md §2 Route table: /fr/a-vendre/{city}/{slug}/{id}/ (or a-louer), a project unit under its project at
// /fr/projects/{town}/{project}/{projectId}/{slug}/{id}/, a project at /fr/projects/{city}/{name}/{id}/.
// The words come from the texts in the page's language; the id alone identifies the page, the rest is
// for people and search engines (a stale word answers 301 to the current URL).

const segment = (text: string) => slugify(text) || "-";

export function projectUrl(project: ProjectPlace, language: Language): string {
  return pageUrl("project", language, {
    city: segment(project.city),
    project: segment(project.name),
    id: String(project.id),
  });
}

export function propertyUrl(property: PropertyPlace, language: Language): string {
  const own = { slug: segment(property.title), id: String(property.id) };
  if (property.project)
    return pageUrl("projectUnit", language, {
      city: segment(property.project.city),
      project: segment(property.project.name),
      projectId: String(property.project.id),
      ...own,
    });
  const page = property.goal === "rent" ? "propertyForRent" : "propertyForSale";
  return pageUrl(page, language, { city: segment(property.city), ...own });
}

/** The page of a property (it has a goal) or of a project. */
export function listingUrl(place: ListingPlace, language: Language): string {
  return "goal" in place ? propertyUrl(place, language) : projectUrl(place, language);
}

/** A property's or a project's URL in each language it has a place in (alternates, redirects). */
export function listingUrls(
  places: PlacesByLanguage<ListingPlace>,
): Partial<Record<Language, string>> {
  return Object.fromEntries(
    languages.flatMap((language) => {
      const place = places[language];
      return place ? [[language, listingUrl(place, language)]] : [];
    }),
  );
}
