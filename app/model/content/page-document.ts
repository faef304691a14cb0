import { z } from "zod";
import type { Language } from "#app/i18n/languages.ts";
import { menuPageSchema } from "./menu-page.ts";

// ADR 062: a menu page as a document of the desk (ADR 056), keyed by its id: the page's own fields
// (menu-page.ts's schemas: name, path, visible or hidden as `status`, sort, params with every language's
// texts, its modules in order with their settings) and its parent's id. Its children are documents of
// their own, so that publishing a page never rewrites its subtree.

export const pageDocumentSchema = menuPageSchema.omit({ children: true }).extend({
  /** The parent page's id; null at the top of the menu. */
  parent: z.number().int().positive().nullable(),
});

export type PageDocument = z.infer<typeof pageDocumentSchema>;

/**
 * Issue 27 "Pages and collections": a page is published only with a title in every enabled language
 * (its path is its URL segment in a language without a slug, so it always has one, ADR 062). The
 * languages without one.
 */
export function missingPageLanguages(page: PageDocument, enabled: readonly Language[]): Language[] {
  return enabled.filter((language) => !page.params.title[language]?.trim());
}
