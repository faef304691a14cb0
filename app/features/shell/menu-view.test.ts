import { describe, expect, it } from "vitest";
import { type MenuPageInput, menuPageSchema } from "#app/model/content/menu-page.ts";
import { menuView } from "./menu-view.ts";

const page = (path: string, title: string, children: MenuPageInput[] = []) =>
  menuPageSchema.parse({ name: path, path, sort: 0, params: { title: { fr: title } }, children });

const pages = [
  page("home", "Accueil"),
  page("for-sale", "À vendre", [page("maisons", "Maisons")]),
  page("for-rent", "À louer"),
  page("A-propos-de-nous", "À propos"),
  page("quartiers", "Quartiers"),
];
const header = {
  logoHeight: { top: 125, scrolled: 75 },
  showHomeItem: true,
  freeEvaluationButton: true,
};

describe("menu", () => {
  it("links each page to its localized URL, children below their parent", () => {
    const menu = menuView(pages, header, "fr");
    expect(menu.items.map((i) => [i.label, i.url])).toEqual([
      ["Accueil", "/fr/"],
      ["À vendre", "/fr/a-vendre/"],
      ["À louer", "/fr/a-louer/"],
      ["À propos", "/fr/a-propos/"],
      ["Quartiers", "/fr/quartiers/"],
    ]);
    expect(menu.items[1]?.children).toEqual([
      { label: "Maisons", url: "/fr/a-vendre/maisons/", children: [] },
    ]);
    expect(menu.freeEvaluationUrl).toBe("/fr/estimation-gratuite/");
  });

  it("leaves the home item and the button out unless configured", () => {
    const menu = menuView(
      pages,
      { ...header, showHomeItem: false, freeEvaluationButton: false },
      "nl",
    );
    expect(menu.items.map((i) => i.url)).toEqual([
      "/nl/te-koop/",
      "/nl/te-huur/",
      "/nl/over-ons/",
      "/nl/quartiers/",
    ]);
    expect(menu.freeEvaluationUrl).toBeUndefined();
  });

  it("moves what exceeds the maximum into the overflow menu, never a single item", () => {
    const three = menuView(pages, { ...header, maxMenuItems: 3 }, "en");
    expect(three.items.map((i) => i.url)).toEqual(["/en/", "/en/for-sale/", "/en/for-rent/"]);
    expect(three.overflow.map((i) => i.url)).toEqual(["/en/about-us/", "/en/quartiers/"]);
    const four = menuView(pages, { ...header, maxMenuItems: 4 }, "en");
    expect([four.items.length, four.overflow.length]).toEqual([5, 0]);
  });
});
