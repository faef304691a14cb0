import { slugify } from "#app/domain/slug.ts";
import type { Language } from "#app/i18n/languages.ts";
import { pageUrl } from "./route-table.ts";

// spec §2 Route table: /fr/a-vendre/{city}/{slug}/{id}/ (or a-louer), a project unit under its project at
// /fr/projects/{town}/{project}/{projectId}/{slug}/{id}/, a project at /fr/projects/{city}/{name}/{id}/.
// The words come from the texts in the page's language; the id alone identifies the page, the rest is
// for people and search engines (a stale word answers 301 to the current URL).

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
