import { describe, expect, it } from "vitest";
import { xssVectors } from "#tests/fixtures/xss-vectors.ts";
import { markupOutsideSubset } from "#tests/support/live-markup.ts";
import { sanitizeRichText } from "./safe-html.server.ts";
import { safeHref } from "./safe-html.ts";

describe("sanitizeRichText against the OWASP XSS filter evasion list", () => {
  it.each(xssVectors.map((vector) => [vector]))("%s leaves no live markup", (vector) => {
    const out = sanitizeRichText(vector);
    expect(markupOutsideSubset(out)).toEqual([]);
    expect(out).not.toMatch(/<(script|style|iframe|img|svg|math|form|object|embed)\b/i);
    expect(out).not.toMatch(/<[^>]*\son[a-z]+\s*=/i);
    expect(sanitizeRichText(out)).toBe(out);
  });
});

describe("sanitizeRichText keeps the agency's formatting", () => {
  it("keeps the subset as it is", () => {
    const html =
      '<h2>Lasne</h2><p>A <strong>villa</strong> with <em>a garden</em>.<br>Visit <a href="/en/contact/">us</a>.</p>' +
      "<h3>Rooms</h3><ul><li>Four</li></ul><ol><li>One</li></ol><h4>Note</h4><blockquote><p>Quiet.</p></blockquote>";
    expect(sanitizeRichText(html)).toBe(html);
  });

  it("renames b, i and h1 (the page has its own h1), h5 and h6", () => {
    expect(sanitizeRichText("<h1>T</h1><p><b>b</b><i>i</i></p><h5>5</h5><h6>6</h6>")).toBe(
      "<h2>T</h2><p><strong>b</strong><em>i</em></p><h4>5</h4><h4>6</h4>",
    );
  });

  it("keeps the text of removed wrappers and drops their attributes", () => {
    expect(
      sanitizeRichText('<div class="x"><p style="color:red">a <span>b</span> <u>c</u></p></div>'),
    ).toBe("<p>a b c</p>");
  });

  it("gives other sites' links rel=noopener and keeps mailto, tel and site paths without it", () => {
    expect(
      sanitizeRichText(
        '<a href="https://notary.example/" target="_blank" rel="opener">n</a> <a href="mailto:info@agency.example">m</a> <a href="tel:+3221234567">t</a> <a href="/fr/">s</a>',
      ),
    ).toBe(
      '<a rel="noopener" href="https://notary.example/">n</a> <a href="mailto:info@agency.example">m</a> <a href="tel:+3221234567">t</a> <a href="/fr/">s</a>',
    );
  });

  it("unwraps a link whose address is not allowed, keeping its text", () => {
    expect(sanitizeRichText('<p><a href="javascript:alert(1)">read</a> <a>more</a></p>')).toBe(
      "<p>read more</p>",
    );
  });

  it("escapes text and keeps entities readable", () => {
    expect(sanitizeRichText("<p>5 &lt; 6 &amp; 7 &gt; 3 &quot;ok&quot;\u00a0m²</p>")).toBe(
      '<p>5 &lt; 6 &amp; 7 &gt; 3 "ok"&nbsp;m²</p>',
    );
  });

  it("turns empty or plain text into itself", () => {
    expect(sanitizeRichText("")).toBe("");
    expect(sanitizeRichText("Just text")).toBe("Just text");
  });
});

describe("safeHref", () => {
  it.each([
    ["/en/about-us/", "/en/about-us/"],
    ["https://example.be/a?b=1#c", "https://example.be/a?b=1#c"],
    ["  http://example.be/  ", "http://example.be/"],
    ["MAILTO:info@example.be", "MAILTO:info@example.be"],
    ["tel:+32 2 123 45 67", "tel:+32 2 123 45 67"],
    ["java\tscript:alert(1)", undefined],
    ["\u0001javascript:alert(1)", undefined],
    ["data:text/html,x", undefined],
    ["//evil.example/", undefined],
    ["/\\evil.example/", undefined],
    ["relative/path", undefined],
    ["#top", undefined],
    ["https://", undefined],
    ["https:/\\evil.example", undefined],
  ])("%j gives %j", (input, expected) => {
    expect(safeHref(input)).toBe(expected);
  });
});
