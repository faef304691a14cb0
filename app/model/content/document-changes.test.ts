import { describe, expect, it } from "vitest";
import { documentChanges } from "./document-changes.ts";

// ADR 056: the history's comparison names every leaf that differs, and nothing else.
describe("documentChanges", () => {
  it("names nothing for equal documents", () => {
    const doc = { name: "Immo", links: [{ href: "/nl/" }], show: true };
    expect(documentChanges(doc, structuredClone(doc))).toEqual([]);
  });

  it("names each changed, added and removed leaf by its path", () => {
    expect(
      documentChanges(
        { theme: { brand: "#112233", accent: "#445566" }, links: ["/a/", "/b/"], old: 1 },
        { theme: { brand: "#000000", accent: "#445566" }, links: ["/a/"], added: "x" },
      ),
    ).toEqual([
      { path: ["theme", "brand"], before: "#112233", after: "#000000" },
      { path: ["links", 1], before: "/b/", after: undefined },
      { path: ["old"], before: 1, after: undefined },
      { path: ["added"], before: undefined, after: "x" },
    ]);
  });

  it("names a whole value whose type changed", () => {
    expect(documentChanges({ a: [1] }, { a: { 0: 1 } })).toEqual([
      { path: ["a"], before: [1], after: { 0: 1 } },
    ]);
  });
});
