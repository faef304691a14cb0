import type { PropertyCard } from "#app/model/catalogue/property-card.ts";
import type { GoalCounts } from "#app/model/catalogue/search-counts.ts";
import type { OfficeDay } from "#app/model/config/agency-contact-view.ts";
import type { ArticleView } from "./article-view.ts";
import type { MenuPage } from "./menu-page.ts";

// A menu page's module (docs/requirements.md §3 Module) resolved for one language: its settings and what it shows.

type Module = MenuPage["modules"][number];

export interface AgencyContact {
  name: string;
  street: string;
  zip: string;
  city: string;
  phone: string;
  email: string;
  /** Issue 27 "Settings": the week's office hours, Monday first; none when the agency gave none. */
  hours: OfficeDay[];
}

export type ModuleContent =
  | { type: "article"; article: ArticleView }
  | { type: "category"; category: string; articles: ArticleView[] }
  | {
      type: "property-list";
      goal?: "sale" | "rent" | undefined;
      /** The page's listing: the route draws it with its filters, sort and paging (no cards here). */
      listing?: boolean;
      cards: PropertyCard[];
    }
  | { type: "stats-view"; counts: GoalCounts; cities: number }
  | { type: "contact"; agency: AgencyContact };

export interface ModuleView {
  id: string;
  view: Module["view"];
  title?: string | undefined;
  titleSize: Module["settings"]["titleSize"];
  description?: string | undefined;
  span: number;
  col: Module["settings"]["col"];
  numberItemOfRow: number;
  content: ModuleContent;
}
