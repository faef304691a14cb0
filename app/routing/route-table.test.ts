import type { UIMatch } from "react-router";
import { describe, expect, it } from "vitest";
import { languages } from "#app/i18n/languages.ts";
import routeTable from "#app/routes.ts";
import { alternateUrls } from "#app/seo/alternates.ts";
import {
  articlePageOf,
  matchOriginal,
  type PageDefinition,
  pageKeys,
  pageTable,
  pageUrl,
} from "./route-table.ts";

// Every route of the table, the layout groups' children included.
type Entry = { id?: string; path?: string; children?: Entry[] };
const flatten = (entries: Entry[]): Entry[] =>
  entries.flatMap((entry) => [entry, ...flatten(entry.children ?? [])]);
const routes = flatten(routeTable);

describe("route table", () => {
  it("builds one route per page and language, each with its own id", () => {
    const ids = routes.map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining(["home.en", "aboutUs.nl", "news.fr", "privacy.de"]));
    expect(new Set(ids).size).toBe(ids.length);
    expect(routes.find((r) => r.id === "forSale.nl")?.path).toBe("/nl/te-koop/");
    expect(routes.find((r) => r.id === "news.fr")?.path).toBe("/fr/actus/:slug/");
  });

  it("uses the spec's French paths", () => {
    expect(pageUrl("forSale", "fr")).toBe("/fr/a-vendre/");
    expect(pageUrl("forRent", "fr")).toBe("/fr/a-louer/");
    expect(pageUrl("freeEvaluation", "fr")).toBe("/fr/estimation-gratuite/");
    expect(pageUrl("aboutUs", "fr")).toBe("/fr/a-propos/");
    expect(pageUrl("cookiePolicy", "fr")).toBe("/fr/cookie-policy/");
    expect(pageUrl("privacy", "fr")).toBe("/fr/privacy-statement/");
    expect(pageUrl("service", "fr", { slug: "vendre-votre-bien" })).toBe(
      "/fr/nos-services/vendre-votre-bien/",
    );
  });

  it("gives every page a distinct URL in each language, ending with a slash", () => {
    for (const language of languages) {
      const urls = pageKeys.map((page) => pageUrl(page, language, { slug: "x" }));
      expect(new Set(urls).size).toBe(urls.length);
      for (const url of urls) expect(url).toMatch(new RegExp(`^/${language}/(.*/)?$`));
    }
  });

  it("recognises the original paths of docs/requirements.md §2", () => {
    expect(matchOriginal("/for-sale/")?.page).toBe("forSale");
    expect(matchOriginal("/contact-demand/")?.page).toBe("freeEvaluation");
    expect(matchOriginal("/A-propos-de-nous/")?.page).toBe("aboutUs");
    expect(matchOriginal("/actus/a-la-une/")).toEqual({
      page: "news",
      params: { slug: "a-la-une" },
    });
    expect(matchOriginal("/nowhere/")).toBeUndefined();
    const originals = Object.values(pageTable).map((row: PageDefinition) => row.original);
    expect(originals.every((original) => original?.endsWith("/") ?? true)).toBe(true);
  });

  it("names the page of each article category that has pages", () => {
    expect(articlePageOf("testimonials")).toBe("testimonial");
    expect(articlePageOf("documents")).toBe("document");
    expect(articlePageOf("team")).toBeUndefined();
  });

  it("links the current page in every language it exists in, else each language's home", () => {
    const match = (loaderData: unknown) => [{ loaderData } as UIMatch];
    expect(
      alternateUrls(match({ head: { alternates: { fr: "/fr/a-propos/", nl: "/nl/over-ons/" } } })),
    ).toEqual({
      en: "/en/",
      nl: "/nl/over-ons/",
      fr: "/fr/a-propos/",
      de: "/de/",
    });
    expect(alternateUrls(match(null))).toEqual({ en: "/en/", nl: "/nl/", fr: "/fr/", de: "/de/" });
    expect(alternateUrls([]).nl).toBe("/nl/");
  });
});
