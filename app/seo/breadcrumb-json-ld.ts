import type { Crumb } from "#app/model/content/page-view.ts";

/**
 * schema.org BreadcrumbList of the visible breadcrumb (docs/requirements.md §2): the same entries in the same order,
 * each with its absolute address (the current page's, last).
 */
export function breadcrumbJsonLd(crumbs: Crumb[], origin: string) {
  return {
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      item: new URL(crumb.url, origin).href,
    })),
  };
}
