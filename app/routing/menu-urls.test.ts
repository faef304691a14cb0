import { describe, expect, it } from "vitest";
import { menuPlaceUrls } from "./menu-urls.ts";

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
