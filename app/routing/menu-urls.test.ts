import { describe, expect, it } from "vitest";
import { type MenuPageInput, menuPageSchema } from "#app/model/content/menu-page.ts";
import {
  menuEntries,
  menuPageUrl,
  menuPlaceUrls,
  slugUrlOfPathUrl,
  tableAnswers,
} from "./menu-urls.ts";

// ADR 062: the addresses compared before and after a page's publish, to record the moves as 301s.
describe("menuPlaceUrls", () => {
  const place = (id: number, parent: number | null, path: string, visible = true) => ({
    id,
    parent,
    path,
    visible,
  });

  it("gives each reachable page its address in the language, children below their parent", () => {
    const urls = menuPlaceUrls(
      [place(1, null, "Our-Office"), place(2, 1, "people"), place(3, null, "A-propos-de-nous")],
      "de",
    );
    expect(Object.fromEntries(urls)).toEqual({
      1: "/de/our-office/",
      2: "/de/our-office/people/",
      3: "/de/ueber-uns/",
    });
  });

  it("leaves out hidden pages and everything below them, and pages under no reachable parent", () => {
    const urls = menuPlaceUrls(
      [place(1, null, "office", false), place(2, 1, "people"), place(3, 4, "x"), place(4, 3, "y")],
      "en",
    );
    expect(urls.size).toBe(0);
  });
});

// ADR 062: a page's URL segment in a language is its slug there, else its path.
describe("slugs", () => {
  const page = (path: string, slugs: Record<string, string>, children: MenuPageInput[] = []) =>
    menuPageSchema.parse({ name: path, path, sort: 0, params: { title: {}, slugs }, children });
  const pages = [
    page("Our-Office", { nl: "Ons-Kantoor", fr: "notre-bureau" }, [
      page("people", { nl: "mensen" }),
    ]),
    page("A-propos-de-nous", { nl: "wie-zijn-wij" }),
  ];

  it("builds a page's URL from its slug in the language, its path where it has none", () => {
    expect(menuPageUrl({ path: "Our-Office", slugs: { nl: "Ons-Kantoor" } }, "nl")).toBe(
      "/nl/ons-kantoor/",
    );
    expect(menuPageUrl({ path: "Our-Office", slugs: { nl: "Ons-Kantoor" } }, "en")).toBe(
      "/en/our-office/",
    );
    expect(menuPageUrl({ path: "people", slugs: { nl: "mensen" } }, "nl", "/nl/x/")).toBe(
      "/nl/x/mensen/",
    );
  });

  it("keeps the page table's URLs for the original pages and the home, slugs or not", () => {
    expect(menuPageUrl({ path: "A-propos-de-nous", slugs: { nl: "wie-zijn-wij" } }, "nl")).toBe(
      "/nl/over-ons/",
    );
    expect(menuPageUrl({ path: "home", slugs: { nl: "thuis" } }, "nl")).toBe("/nl/");
  });

  it("gives the menu's entries, children below their parent's URL in that language", () => {
    expect(menuEntries(pages, "nl").map((entry) => entry.url)).toEqual([
      "/nl/ons-kantoor/",
      "/nl/ons-kantoor/mensen/",
      "/nl/over-ons/",
    ]);
    expect(menuEntries(pages, "fr").map((entry) => entry.url)).toEqual([
      "/fr/notre-bureau/",
      "/fr/notre-bureau/people/",
      "/fr/a-propos/",
    ]);
  });

  it("sends a URL of paths to the slug's URL of the page at that place, and nothing else", () => {
    expect(slugUrlOfPathUrl(pages, "/nl/Our-Office/", "nl")).toBe("/nl/ons-kantoor/");
    expect(slugUrlOfPathUrl(pages, "/nl/our-office/people/", "nl")).toBe("/nl/ons-kantoor/mensen/");
    expect(slugUrlOfPathUrl(pages, "/fr/ons-kantoor/", "fr")).toBeUndefined();
    expect(slugUrlOfPathUrl(pages, "/nl/elsewhere/", "nl")).toBeUndefined();
  });

  it("knows the URLs the page table answers, which a slug may not take", () => {
    expect(tableAnswers("/nl/Te-Koop/", "nl")).toBe(true);
    expect(tableAnswers("/nl/contact/", "nl")).toBe(true);
    expect(tableAnswers("/nl/ons-kantoor/", "nl")).toBe(false);
    expect(tableAnswers("/de/te-koop/", "de")).toBe(false);
  });

  it("compares the addresses of places with their slugs", () => {
    const urls = menuPlaceUrls(
      [
        { id: 1, parent: null, path: "office", slugs: { nl: "kantoor" }, visible: true },
        { id: 2, parent: 1, path: "people", slugs: { de: "leute" }, visible: true },
      ],
      "nl",
    );
    expect(Object.fromEntries(urls)).toEqual({ 1: "/nl/kantoor/", 2: "/nl/kantoor/people/" });
  });
});
