import { describe, expect, it } from "vitest";
import { type PageTreeRow, pageDraftState, pageTree } from "./page-tree.ts";

const row = (id: number, parent: number | null, sort: number): PageTreeRow => ({
  id,
  parent,
  name: `page ${id}`,
  path: `p${id}`,
  visible: true,
  sort,
  titles: {},
  slugs: {},
});

describe("the desk's pages tree", () => {
  it("puts each page under its parent, siblings by sort then id, with the moves each may make", () => {
    const tree = pageTree([
      row(1, null, 5),
      row(2, null, 1),
      row(3, 1, 0),
      row(4, 1, 0),
      row(5, 2, 9),
    ]);
    expect(tree.map((page) => [page.id, page.depth, page.parentName])).toEqual([
      [2, 0, undefined],
      [5, 1, "page 2"],
      [1, 0, undefined],
      [3, 1, "page 1"],
      [4, 1, "page 1"],
    ]);
    expect(tree.map((page) => [page.id, page.canMoveUp, page.canMoveDown])).toEqual([
      [2, false, true],
      [5, false, false],
      [1, true, false],
      [3, false, true],
      [4, true, false],
    ]);
  });

  it("says whether a draft waits, and whether it began before the latest publish", () => {
    expect(pageDraftState(undefined, 3)).toBe("none");
    expect(pageDraftState({ baseRevision: 3 }, 3)).toBe("draft");
    expect(pageDraftState({ baseRevision: undefined }, undefined)).toBe("draft");
    expect(pageDraftState({ baseRevision: 2 }, 3)).toBe("stale");
    expect(pageDraftState({ baseRevision: undefined }, 1)).toBe("stale");
  });
});
