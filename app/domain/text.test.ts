import { describe, expect, it } from "vitest";
import { cleanDescription, decodeEntities, paragraphs, plainText } from "./text.ts";

describe("description cleaning (spec §5)", () => {
  it("strips tags, decodes entities and collapses whitespace", () => {
    expect(
      plainText(
        "<p>Maison&nbsp;4 fa&ccedil;ades<br>jardin &amp; garage</p>\n\n<p>120&#160;m&sup2; &#x2013; libre</p>",
      ),
    ).toBe("Maison 4 façades jardin & garage 120 m² – libre");
  });

  it("leaves unknown entities as they are", () => {
    expect(decodeEntities("&bogus; &#0; &amp;")).toBe("&bogus; &#0; &");
  });

  it("keeps a short text whole", () => {
    expect(cleanDescription("<b>Short</b> text")).toBe("Short text");
  });

  it("cuts at the last space past 80 % of the limit, then adds an ellipsis", () => {
    const text = `${"a".repeat(85)} ${"b".repeat(30)}`;
    expect(cleanDescription(text, 100)).toBe(`${"a".repeat(85)}…`);
  });

  it("cuts at the limit when the last space comes earlier", () => {
    const text = `${"a".repeat(50)} ${"b".repeat(80)}`;
    expect(cleanDescription(text, 100)).toBe(`${"a".repeat(50)} ${"b".repeat(49)}…`);
  });

  it("uses 250 characters by default", () => {
    const result = cleanDescription("word ".repeat(100));
    expect(result.length).toBeLessThanOrEqual(251);
    expect(result.endsWith("word…")).toBe(true);
  });
});

describe("paragraphs", () => {
  it("splits CRM HTML into plain paragraphs, tags and entities resolved", () => {
    expect(
      paragraphs("<p>Belle <b>maison</b> &amp; jardin.</p><p>Visites<br>sur rendez-vous.</p>"),
    ).toEqual(["Belle maison & jardin.", "Visites sur rendez-vous."]);
    expect(paragraphs("Ligne un\n\nLigne deux")).toEqual(["Ligne un", "Ligne deux"]);
    expect(paragraphs("<p> </p>")).toEqual([]);
  });
});
