import { describe, expect, it } from "vitest";
import { missingPageLanguages, pageDocumentSchema } from "./page-document.ts";

// Issue 27: "publishing a page with an empty required language is refused with the list of what is missing".
describe("a page document", () => {
  const page = (title: Record<string, string>) =>
    pageDocumentSchema.parse({
      name: "Office",
      path: "office",
      sort: 0,
      parent: null,
      params: { title },
    });

  it("names each enabled language without a title, blank ones included, in the site's order", () => {
    expect(missingPageLanguages(page({ fr: "Bureau", en: "  " }), ["fr", "nl", "en"])).toEqual([
      "nl",
      "en",
    ]);
    expect(missingPageLanguages(page({ fr: "Bureau", de: "" }), ["fr"])).toEqual([]);
  });

  it("holds the page alone: its children are documents of their own", () => {
    const body = { name: "Office", path: "office", sort: 0, parent: null, params: { title: {} } };
    expect(pageDocumentSchema.safeParse({ ...body, children: [] }).success).toBe(false);
    expect(pageDocumentSchema.safeParse({ ...body, parent: 0 }).success).toBe(false);
  });
});
