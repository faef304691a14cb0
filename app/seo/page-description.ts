import type { TFunction } from "i18next";
import { i18nFor } from "#app/i18n/i18n.ts";
import type { Speech } from "#app/i18n/speech.ts";

// Every page has a description for search results (Lighthouse SEO "Document has a meta description"):
// the content's own when it has one (SEO settings, summaries), else a sentence for its type of page
// in the page language, naming the agency.

export type DescribedPage =
  | { type: "home" }
  | { type: "listing"; goal: "sale" | "rent"; city?: string | undefined; what?: string | undefined }
  | { type: "page"; title: string }
  | { type: "notFound" };

/** The 404 page's description, also in the browser (meta runs there after a navigation). */
export function notFoundDescription(speech: Speech, agency: string): string {
  return defaultDescription(
    i18nFor(speech.language, speech.messages).t,
    { type: "notFound" },
    agency,
  );
}

export function defaultDescription(
  t: TFunction<["common", "listings"]>,
  page: DescribedPage,
  agency: string,
): string {
  switch (page.type) {
    case "home":
      return t("listings:home.description", { agency });
    case "page":
      return t("meta.page", { page: page.title, agency });
    case "notFound":
      return t("meta.notFound", { agency });
    case "listing": {
      const { goal, city, what } = page;
      if (city === undefined && what === undefined)
        return t(goal === "sale" ? "listings:meta.forSale" : "listings:meta.forRent", { agency });
      return t(
        goal === "sale" ? "listings:meta.filteredForSale" : "listings:meta.filteredForRent",
        {
          what: what ?? t("listings:meta.properties"),
          where: city === undefined ? "" : t("listings:meta.inCity", { city }),
          agency,
        },
      );
    }
  }
}
