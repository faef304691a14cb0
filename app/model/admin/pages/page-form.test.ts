import { describe, expect, it } from "vitest";
import type { SettingsField } from "#app/model/admin/settings/field-tree.ts";
import { readBody } from "#app/model/admin/settings/form-body.ts";
import { pageDocumentSchema } from "#app/model/content/page-document.ts";
import { pageForm, pagePost } from "#tests/support/page-form.ts";
import type { PageChoices } from "./page-form.ts";

// Issue 27 "Pages and collections": a page's form drawn by the settings editor's mechanism (ADR 060).

const page = pageDocumentSchema.parse({
  name: "About us",
  path: "about-us",
  sort: 3,
  parent: 1,
  params: {
    title: { en: "About us", fr: "À propos" },
    slugs: { fr: "a-propos" },
    seo: { fr: { isActiveSEO: true, metaTitle: "L'agence" } },
    image: { key: "7-0123456789ab", width: 800, height: 600, alt: { en: "Office" } },
  },
  modules: [
    { sort: 0, view: "card-view", relation: { type: "article", key: "about-us" } },
    { sort: 1, view: "slider-view", relation: { type: "category", key: "testimonials" } },
    { sort: 2, view: "card-view", relation: { type: "property-list" }, settings: { goal: "rent" } },
  ],
});

const choices: PageChoices = {
  id: 2,
  pages: [
    { id: 1, parent: null, name: "Home" },
    { id: 2, parent: 1, name: "About us" },
    { id: 3, parent: 2, name: "Team" },
    { id: 4, parent: 3, name: "Jobs" },
    { id: 5, parent: null, name: "Contact" },
  ],
  articles: [{ value: "about-us", label: "About us" }],
  categories: [{ value: "testimonials", label: "Testimonials" }],
};

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

function find(field: SettingsField, path: string): SettingsField | undefined {
  if (field.path === path) return field;
  const children = field.kind === "group" ? field.fields : field.kind === "list" ? field.items : [];
  for (const child of children) {
    const found = find(child, path);
    if (found) return found;
  }
  if (field.kind === "keyed")
    for (const e of field.entries) if (find(e.field, path)) return find(e.field, path);
  return undefined;
}

describe("the page editor's form", () => {
  it("posts a page back unchanged, at the top of the menu too", () => {
    expect(
      pageDocumentSchema.parse(readBody(pageDocumentSchema, form(pagePost(page, choices)))),
    ).toEqual(page);
    const top = { ...page, parent: null };
    expect(readBody(pageDocumentSchema, form(pagePost(top, choices)))).toMatchObject({
      parent: null,
    });
  });

  it("offers as parent every page but itself and those below it, the top of the menu first", () => {
    const parent = find(pageForm(page, choices).root, "parent");
    expect(parent?.kind === "choice" && parent.options.map((o) => o.label)).toEqual([
      "(top of the menu)",
      "Home",
      "Contact",
    ]);
    expect(parent?.kind === "choice" && [parent.value, parent.required]).toEqual(["1", false]);
  });

  it("keeps the order out of sight and offers a module's article, category or goal as its content asks", () => {
    const root = pageForm(page, choices).root;
    expect(find(root, "sort")?.kind).toBe("hidden");
    expect(find(root, "modules.1.sort")?.kind).toBe("hidden");
    const article = find(root, "modules.0.relation.key");
    expect(article?.kind === "choice" && article.options).toEqual(choices.articles);
    const category = find(root, "modules.1.relation.key");
    expect(category?.kind === "choice" && category.options).toEqual(choices.categories);
    expect(find(root, "modules.2.relation.key")?.kind).toBe("hidden");
    expect(find(root, "modules.0.settings.goal")?.kind).toBe("hidden");
    expect(find(root, "modules.2.settings.goal")?.kind).toBe("choice");
  });

  it("names each module by its number and type, and labels every field in words", () => {
    const root = pageForm(page, choices).root;
    expect(find(root, "modules.1")?.label).toBe("Module 2: Testimonials");
    expect(find(root, "params.seo.fr.metaTitle")?.label).toBe("Title in search results");
    expect(find(root, "parent")?.label).toBe("Place in the menu (parent page)");
    expect(find(root, "params.slugs")?.label).toBe("URL slug");
  });

  it("lists the languages a refused publish misses in one line, each beside its field", () => {
    const issue = (language: string) => ({
      code: "custom" as const,
      path: ["params", "title", language],
      message: "missing-language",
      input: undefined,
      params: { language },
    });
    const view = pageForm(page, choices, [issue("de"), issue("nl")] as never);
    expect(view.summary).toEqual([{ message: "Title missing in: German, Dutch" }]);
    expect(find(view.root, "params.title.de")?.errors).toEqual([
      "A title is needed in every language of the site.",
    ]);
  });
});
