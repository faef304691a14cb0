import { describe, expect, it } from "vitest";
import { maxRedirectRows, parseRedirectCsv } from "./redirect-csv.ts";

// Issue 27, ADR 057: the CSV of the agency's previous website, as a spreadsheet saves it.
describe("a redirects CSV", () => {
  it("reads ';' or ',' files, with or without a header or a BOM, blank lines skipped", () => {
    const semicolons = parseRedirectCsv("\uFEFFold;new\r\n/a;/fr/\r\n\r\n/b;/en/\r\n");
    expect(semicolons).toEqual({
      rows: [
        { line: 2, from: "/a/", to: "/fr/" },
        { line: 4, from: "/b/", to: "/en/" },
      ],
      problems: [],
    });
    expect(parseRedirectCsv('/a,/fr/\n"/b,c",/en/').rows).toEqual([
      { line: 1, from: "/a/", to: "/fr/" },
      { line: 2, from: "/b,c/", to: "/en/" },
    ]);
  });

  it("names every bad line with its reason", () => {
    expect(parseRedirectCsv("/a;/fr/\n/b\nnot-a-path;/fr/\n/c;nowhere\n/d;/e;/f").problems).toEqual(
      [
        { line: 2, reason: "columns" },
        { line: 3, reason: "source" },
        { line: 4, reason: "target" },
        { line: 5, reason: "columns" },
      ],
    );
  });

  it("refuses an empty file and one above the limit", () => {
    expect(parseRedirectCsv("old;new\n").problems).toEqual([{ line: 0, reason: "empty" }]);
    const big = Array.from({ length: maxRedirectRows + 1 }, (_, i) => `/o${i};/fr/`).join("\n");
    expect(parseRedirectCsv(big)).toEqual({ rows: [], problems: [{ line: 0, reason: "tooMany" }] });
  });
});
