import { describe, expect, it } from "vitest";
import { listingUrl, listingUrls, projectUrl, propertyUrl } from "./listing-urls.ts";

describe("property and project URLs (docs/requirements.md §2 Route table)", () => {
  const house = { id: 42, goal: "sale" as const, title: "Maison 3 façades", city: "Liège" };
  const project = { id: 7, name: "Les Jardins de Lasne", city: "Lasne" };

  it("puts a property under its goal's listing, with readable words", () => {
    expect(propertyUrl(house, "fr")).toBe("/fr/a-vendre/liege/maison-3-facades/42/");
    expect(propertyUrl({ ...house, goal: "rent" }, "nl")).toBe(
      "/nl/te-huur/liege/maison-3-facades/42/",
    );
    expect(propertyUrl(house, "de")).toBe("/de/zu-verkaufen/liege/maison-3-facades/42/");
  });

  it("puts a project's unit under the project", () => {
    expect(propertyUrl({ ...house, project }, "fr")).toBe(
      "/fr/projects/lasne/les-jardins-de-lasne/7/maison-3-facades/42/",
    );
    expect(projectUrl(project, "nl")).toBe("/nl/projecten/lasne/les-jardins-de-lasne/7/");
  });

  it("builds a page's URL from the place a repository read, in each language it has one in", () => {
    expect(listingUrl(project, "fr")).toBe("/fr/projects/lasne/les-jardins-de-lasne/7/");
    expect(listingUrl({ ...house, project }, "en")).toBe(
      "/en/projects/lasne/les-jardins-de-lasne/7/maison-3-facades/42/",
    );
    expect(listingUrls({ nl: house, de: { ...house, title: "Haus" } })).toEqual({
      nl: "/nl/te-koop/liege/maison-3-facades/42/",
      de: "/de/zu-verkaufen/liege/haus/42/",
    });
  });

  it("keeps a segment when a text has no letters", () => {
    expect(propertyUrl({ ...house, title: "★", city: "" }, "en")).toBe("/en/for-sale/-/-/42/");
  });
});
