import type { Kysely } from "kysely";
import { latestOffers } from "#app/data/catalogue/property-cards.server.ts";
import { searchCounts } from "#app/data/catalogue/search-counts.server.ts";
import type { Database } from "#app/data/schema.ts";
import { localizedValue } from "#app/domain/localized.ts";
import type { Language } from "#app/i18n/languages.ts";
import { officeHoursView } from "#app/model/config/agency-contact-view.ts";
import type { SiteConfig } from "#app/model/config/site-config.ts";
import type { ArticleDrafts } from "#app/model/content/article-document.ts";
import type { MenuPage } from "#app/model/content/menu-page.ts";
import type { AgencyContact, ModuleContent, ModuleView } from "#app/model/content/module-view.ts";
import { readArticle, readCategoryArticles } from "./content-reader.server.ts";

type Module = MenuPage["modules"][number];

/**
 * What each published module of a page shows (docs/requirements.md §3 Module), read in parallel. A module whose
 * article or category is gone is left out rather than drawn empty.
 */
export async function loadModules(
  db: Kysely<Database>,
  modules: Module[],
  language: Language,
  config: SiteConfig | undefined,
  /** The article drafts an admin's preview applies (ADR 061); none for the public. */
  drafts: ArticleDrafts,
  /**
   * The goal of the page's listing (For sale, For rent): its first property list of that goal is the
   * listing, whose cards the route reads with the visitor's filters (data/catalogue/listing-page).
   */
  listingGoal?: "sale" | "rent",
): Promise<ModuleView[]> {
  const published = modules.filter((module) => module.status === "published");
  const listingIndex = listingGoal
    ? published.findIndex(
        (m) => m.relation.type === "property-list" && m.settings.goal === listingGoal,
      )
    : -1;
  const views = await Promise.all(
    published.map(async (module, index): Promise<ModuleView | undefined> => {
      const content =
        index === listingIndex
          ? { type: "property-list" as const, goal: listingGoal, listing: true, cards: [] }
          : await moduleContent(db, module, language, config, drafts);
      if (!content) return undefined;
      const { settings } = module;
      return {
        id: `module-${index}`,
        view: module.view,
        title: localizedValue(settings.title, language) || undefined,
        titleSize: settings.titleSize,
        description: localizedValue(settings.description, language) || undefined,
        span: settings.span,
        col: settings.col,
        numberItemOfRow: settings.numberItemOfRow,
        content,
      };
    }),
  );
  return views.filter((view) => view !== undefined);
}

async function moduleContent(
  db: Kysely<Database>,
  module: Module,
  language: Language,
  config: SiteConfig | undefined,
  drafts: ArticleDrafts,
): Promise<ModuleContent | undefined> {
  const { key } = module.relation;
  const { maxItems, goal } = module.settings;
  switch (module.relation.type) {
    case "article": {
      const article = key ? await readArticle(db, language, { key }, drafts) : undefined;
      return article ? { type: "article", article } : undefined;
    }
    case "category": {
      if (!key) return undefined;
      const articles = await readCategoryArticles(db, key, language, maxItems, drafts);
      return articles.length ? { type: "category", category: key, articles } : undefined;
    }
    case "property-list":
      return {
        type: "property-list",
        goal,
        cards: await latestOffers(db, language, { limit: maxItems, goal }),
      };
    case "stats-view": {
      const counts = await searchCounts(db, language);
      return { type: "stats-view", counts: counts.total, cities: counts.cities.length };
    }
    case "contact":
      return config ? { type: "contact", agency: agencyContact(config, language) } : undefined;
  }
}

export function agencyContact(config: SiteConfig, language: Language): AgencyContact {
  const { agency } = config;
  return {
    name: agency.name,
    street: agency.street,
    zip: agency.zip,
    city: localizedValue(agency.city, language),
    phone: agency.phone,
    email: agency.email,
    hours: officeHoursView(agency.officeHours, language),
  };
}
