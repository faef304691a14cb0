import { describe, expect, it } from "vitest";
import type { ArticleDocument } from "#app/model/content/article-document.ts";
import { type MenuPageInput, menuPageSchema } from "#app/model/content/menu-page.ts";
import { articlePreviewPath } from "./article-preview-path.ts";

// Issue 27 "Draft, preview, publish", ADR 061 (amended): where an article editor's "Preview" opens.
describe("articlePreviewPath", () => {
  const article = (category: ArticleDocument["category"], status: "published" | "draft") =>
    ({
      category,
      status,
      sort: 0,
      details: {},
      texts: { en: { slug: "anna", title: "Anna", summary: "", body: "" } },
      documents: [],
    }) as ArticleDocument;
  const module = (type: "category" | "article", key: string) => ({
    sort: 0,
    view: "card-view" as const,
    relation: { type, key },
  });
  const page = (path: string, modules: MenuPageInput["modules"], children: MenuPageInput[] = []) =>
    ({ name: path, path, sort: 0, params: { title: {} }, modules, children }) as MenuPageInput;
  const pages = [
    page("about", [], [page("people", [module("category", "team")])]),
    page("reviews", [module("category", "testimonials")]),
    page("company", [module("article", "about-us")]),
  ].map((input) => menuPageSchema.parse(input));

  it("opens an article's own page, in the language asked for", () => {
    expect(articlePreviewPath(article("testimonials", "published"), undefined, "en", pages)).toBe(
      "/en/testimonials/anna/",
    );
    expect(articlePreviewPath(article("pages", "published"), "privacy", "en", pages)).toBe(
      "/en/privacy-statement/",
    );
  });

  it("opens the page of its collection when it has no page of its own, or is hidden", () => {
    expect(articlePreviewPath(article("team", "published"), undefined, "en", pages)).toBe(
      "/en/about/people/",
    );
    expect(articlePreviewPath(article("testimonials", "draft"), undefined, "en", pages)).toBe(
      "/en/reviews/",
    );
    expect(articlePreviewPath(article("pages", "published"), "about-us", "en", pages)).toBe(
      "/en/company/",
    );
  });

  it("opens nothing when no page shows the article", () => {
    expect(articlePreviewPath(article("services", "draft"), undefined, "en", pages)).toBe(
      undefined,
    );
    expect(articlePreviewPath(article("team", "published"), undefined, "en", [])).toBe(undefined);
  });
});
