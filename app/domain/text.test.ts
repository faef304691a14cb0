import { describe, expect, it } from "vitest";
import { cleanDescription, decodeEntities, paragraphs, plainText } from "./text.ts";

describe("description cleaning (docs/requirements.md §5)", () => {
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

  it("decodes named entities case-sensitively, from the full table (docs/requirements.md §5)", () => {
    expect(decodeEntities("&Eacute;t&eacute; &Agrave; &agrave;")).toBe("Été À à");
    expect(decodeEntities("&copy; 2024 &reg; &oelig;uvre &OElig; &euro;")).toBe(
      "© 2024 ® œuvre Œ €",
    );
    expect(
      decodeEntities("&laquo;&nbsp;Rez&nbsp;&raquo; &hellip; &ndash; &mdash; &lsquo;x&rsquo;"),
    ).toBe("«\u00a0Rez\u00a0» … – — ‘x’");
    expect(
      decodeEntities("&frac12; &sup2; &deg; &times; &micro; &Ntilde; &szlig; &Yuml; &yuml;"),
    ).toBe("½ ² ° × µ Ñ ß Ÿ ÿ");
  });

  it("decodes decimal and hexadecimal references, Windows-1252 ones as a browser does", () => {
    expect(decodeEntities("&#233; &#xE9; &#xe9; &#XE9; &#201;")).toBe("é é é é É");
    expect(decodeEntities("l&#146;entr&#233;e &#128;")).toBe("l’entrée €");
  });

  it("leaves unknown entities, wrong-case names and invalid code points as written", () => {
    expect(
      decodeEntities("&EACUTE; &Copy; &bogus; &constructor; &#xD800; &#x110000; &eacute"),
    ).toBe("&EACUTE; &Copy; &bogus; &constructor; &#xD800; &#x110000; &eacute");
  });

  it("keeps a bare < or > as text and strips only real tags (docs/requirements.md §5)", () => {
    expect(
      plainText(
        "<p>Gare à &lt; 5 min à pied</p> Gare à < 5 min à pied, école à <2 km. Jardin > 500 m²",
      ),
    ).toBe("Gare à < 5 min à pied Gare à < 5 min à pied, école à <2 km. Jardin > 500 m²");
    expect(plainText("Gare à < 5 min à pied ... Jardin > 500 m²")).toBe(
      "Gare à < 5 min à pied ... Jardin > 500 m²",
    );
    expect(plainText("a<3 b>2 1 < 2 > 0")).toBe("a<3 b>2 1 < 2 > 0");
  });

  it("strips tags with attributes, comments, doctype and raw-text elements", () => {
    expect(
      plainText(
        '<!DOCTYPE html><!-- note > interne --><div class="x" title="a > b">Vue<br/>mer</div>' +
          "<SPAN style='x'>Salon</SPAN><script>alert(1 < 2)</script><style>p > b {}</style></p>",
      ),
    ).toBe("Vue mer Salon");
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
