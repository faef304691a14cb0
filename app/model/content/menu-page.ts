import { z } from "zod";
import { languages } from "#app/i18n/languages.ts";
import { imageRef, localizedText } from "#app/model/config/site-config.ts";

// docs/requirements.md §3 Menu page and Module. A page's params and a module's settings are JSON documents validated
// by these schemas; status, order, view and relation are columns (app/data/content/schema.ts).

const segment = z
  .string()
  .regex(/^[A-Za-z0-9-]+$/, { error: "must be one URL segment of letters, digits and hyphens" });

const seo = z.strictObject({
  isActiveSEO: z.boolean().default(false),
  pageTitle: z.string().trim().max(200).optional(),
  metaTitle: z.string().trim().max(200).optional(),
  metaDescription: z.string().trim().max(400).optional(),
  ogTitle: z.string().trim().max(200).optional(),
  ogDescription: z.string().trim().max(400).optional(),
  twitterTitle: z.string().trim().max(200).optional(),
  twitterDescription: z.string().trim().max(400).optional(),
});

export const menuPageParamsSchema = z.strictObject({
  title: localizedText,
  /** The page's URL segment in a language (ADR 062); a language without one uses `path`. */
  slugs: z.partialRecord(z.enum(languages), segment).optional(),
  description: localizedText.default({}),
  seo: z.partialRecord(z.enum(languages), seo).default({}),
  image: imageRef.optional(),
  showFixedMenu: z.boolean().default(false),
  noReferrerNoFollow: z.boolean().default(false),
  redirect: z.boolean().default(false),
  redirectUrl: z
    .string()
    .regex(/^(\/|https?:\/\/)/)
    .optional(),
  showBreadCrumb: z.boolean().default(true),
  showPageBanner: z.boolean().default(true),
  banner: z
    .strictObject({
      type: z.enum(["image", "color", "none"]).default("image"),
      title: localizedText.default({}),
      titlePublic: z.boolean().default(true),
      description: localizedText.default({}),
      descriptionPublic: z.boolean().default(false),
    })
    .default({
      type: "image",
      title: {},
      titlePublic: true,
      description: {},
      descriptionPublic: false,
    }),
});

export const moduleViews = ["card-view", "slider-view", "news-view", "ons-team-view"] as const;
export const moduleRelations = [
  "article",
  "category",
  "property-list",
  "stats-view",
  "contact",
] as const;

const columns = z.number().int().min(1).max(12);

export const moduleSettingsSchema = z.strictObject({
  title: localizedText.default({}),
  titleSize: z.enum(["h2", "h3", "h4"]).default("h2"),
  description: localizedText.default({}),
  position: z.enum(["main", "aside", "full"]).default("main"),
  span: columns.default(12),
  col: z.strictObject({ sm: columns, md: columns, lg: columns }).default({ sm: 12, md: 6, lg: 3 }),
  numberItemOfRow: z.number().int().min(1).max(6).default(4),
  maxItems: z.number().int().min(1).max(100).default(12),
  /** Property-list modules: which goal, and for the home page's latest offers a fixed count. */
  goal: z.enum(["sale", "rent"]).optional(),
});

export const pageModuleSchema = z.strictObject({
  status: z.enum(["published", "draft"]).default("published"),
  sort: z.number().int().min(0),
  view: z.enum(moduleViews),
  relation: z.strictObject({ type: z.enum(moduleRelations), key: z.string().max(100).optional() }),
  settings: moduleSettingsSchema.default(moduleSettingsSchema.parse({})),
});

export const menuPageSchema = z.strictObject({
  name: z.string().trim().min(1).max(200),
  /** One URL segment as in docs/requirements.md §2 (for-sale, A-propos-de-nous); children live at /{path}/{childPath}/. */
  path: segment,
  status: z.enum(["published", "draft"]).default("published"),
  sort: z.number().int().min(0),
  params: menuPageParamsSchema,
  modules: z.array(pageModuleSchema).default([]),
  get children() {
    return z.array(menuPageSchema).default([]);
  },
});

export type MenuPageInput = z.input<typeof menuPageSchema>;
export type MenuPage = z.infer<typeof menuPageSchema>;

/** A menu page with its URL in one language (app/routing/menu-urls.ts finds them). */
export interface MenuEntry {
  page: MenuPage;
  url: string;
  /** From the top-level page down to the parent, for the breadcrumb. */
  parents: MenuEntry[];
}
