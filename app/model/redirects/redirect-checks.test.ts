import { describe, expect, it } from "vitest";
import { checkRedirects } from "./redirect-checks.ts";

// Issue 27, ADR 057: one 301 to where a page is now; no loop, no chain, no page of the site hidden.
const none = () => false;
const row = (line: number, from: string, to: string) => ({ line, from, to });

describe("checking redirects", () => {
  it("takes new rows and leaves the same ones stored as they are", () => {
    const checked = checkRedirects(
      [row(1, "/a/", "/fr/"), row(2, "/b/", "/en/")],
      new Map([["/b/", "/en/"]]),
      none,
    );
    expect(checked).toEqual({ fresh: [row(1, "/a/", "/fr/")], unchanged: 1, problems: [] });
  });

  it("refuses loops, chains, self-redirects, duplicates, other targets and the site's paths", () => {
    const checked = checkRedirects(
      [
        row(1, "/a/", "/b/"),
        row(2, "/b/", "/a/"),
        row(3, "/c/", "/stored/"),
        row(4, "/d/", "/d/"),
        row(5, "/e/", "/fr/"),
        row(6, "/e/", "/en/"),
        row(7, "/stored/", "/nl/"),
        row(8, "/contact/", "/fr/"),
        row(9, "/de/", "/en/"),
      ],
      new Map([
        ["/stored/", "/de/"],
        ["/old/", "/fr/"],
      ]),
      (path) => path === "/contact/",
    );
    expect(checked.fresh).toEqual([]);
    expect(checked.problems).toEqual([
      { line: 1, reason: "loop", detail: "/b/" },
      { line: 2, reason: "loop", detail: "/a/" },
      { line: 3, reason: "chain", detail: "/stored/" },
      { line: 4, reason: "self" },
      { line: 6, reason: "duplicate", detail: "5" },
      { line: 7, reason: "exists", detail: "/de/" },
      { line: 8, reason: "livePage" },
      { line: 9, reason: "chain", detail: "/de/" },
    ]);
  });
});
