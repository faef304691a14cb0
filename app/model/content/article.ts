import { z } from "zod";
import { languages } from "#app/i18n/languages.ts";
import { imageRef } from "#app/model/config/site-config.ts";

// Articles and their categories (docs/requirements.md §2: testimonials, services, news, documents; §3 Category tree
// item). Texts are per language; the slug makes the article's URL (/testimonials/{slug}/...).

/** "pages" holds the standalone texts menu pages show (about us, disclaimer, cookie policy, privacy). */
export const categoryKeys = [
  "testimonials",
  "services",
  "news",
  "documents",
  "team",
  "pages",
] as const;
export type CategoryKey = (typeof categoryKeys)[number];

/** The categories whose articles have a page of their own (docs/requirements.md §2 article pages). */
export const articleRouteCategories = ["testimonials", "services", "news", "documents"] as const;
export type ArticleRouteCategory = (typeof articleRouteCategories)[number];

export const articleTextSchema = z.strictObject({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: "must be a lowercase slug" }),
  title: z.string().trim().min(1).max(300),
  summary: z.string().trim().max(1000).default(""),
  /** HTML from the agency. */
  body: z.string().max(100_000).default(""),
});

export const articleSchema = z.strictObject({
  /** A stable name when the site refers to the article (a module's relation): about-us, privacy... */
  key: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .optional(),
  category: z.enum(categoryKeys),
  status: z.enum(["published", "draft"]).default("published"),
  sort: z.number().int().min(0),
  publishedAt: z.iso.datetime({ offset: true }).optional(),
  image: imageRef.optional(),
  /** Testimonials: who and how many stars; team: role and contact. */
  details: z
    .strictObject({
      author: z.string().trim().max(200).optional(),
      rating: z.number().int().min(1).max(5).optional(),
      role: z.partialRecord(z.enum(languages), z.string().max(200)).optional(),
      email: z.email().optional(),
      phone: z.string().max(30).optional(),
    })
    .default({}),
  texts: z.partialRecord(z.enum(languages), articleTextSchema),
  /** Downloadable files (docs/requirements.md §2 documents), stored in the media store. */
  documents: z
    .array(
      z.strictObject({
        mediaFileId: z.number().int().positive(),
        name: z.string().min(1).max(300),
      }),
    )
    .default([]),
});

export type ArticleInput = z.input<typeof articleSchema>;
export type Article = z.infer<typeof articleSchema>;
