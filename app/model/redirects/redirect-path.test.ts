import { describe, expect, it } from "vitest";
import { redirectLocation, redirectPath, redirectTarget } from "./redirect-path.ts";

// Issue 27, ADR 057: one old address, one key, however the agency's spreadsheet wrote it.
describe("an old path's key", () => {
  it("drops the host, query and fragment and adds the trailing slash of the site's pages", () => {
    expect(redirectPath("https://www.old-agency.be/about-us?x=1#top")).toBe("/about-us/");
    expect(redirectPath("/about-us")).toBe("/about-us/");
    expect(redirectPath("  /about-us/  ")).toBe("/about-us/");
    expect(redirectPath("/")).toBe("/");
  });

  it("keeps a file's name as it is", () => {
    expect(redirectPath("/page.php?id=3")).toBe("/page.php");
    expect(redirectPath("/old/about.html")).toBe("/old/about.html");
  });

  it("writes percent-escapes one way, as a browser sends them", () => {
    expect(redirectPath("/café")).toBe("/caf%C3%A9/");
    expect(redirectPath("/caf%c3%a9")).toBe("/caf%C3%A9/");
    expect(redirectPath("/a%2Db")).toBe("/a-b/");
    expect(redirectPath("/a:b@c")).toBe("/a:b@c/");
    expect(redirectPath("/a%2Fb")).toBe("/a%2Fb/");
  });

  it("puts a language's paths in lower case, as the server does, and keeps others' case", () => {
    expect(redirectPath("/FR/Ancienne-Page")).toBe("/fr/ancienne-page/");
    expect(redirectPath("/Ancienne-Page")).toBe("/Ancienne-Page/");
  });

  it("refuses what is no path: a bare word, another scheme, broken escapes, backslashes", () => {
    for (const bad of ["", "about-us", "mailto:a@b.be", "/a%zz", "/a%C3", "/\\evil.com", "/a\tb"])
      expect(redirectPath(bad)).toBeUndefined();
  });

  it("never makes an address of another site", () => {
    expect(redirectPath("/.//evil.com")).toBe("/evil.com");
    expect(redirectTarget("//evil.com/x")).toBeUndefined();
  });
});

describe("a redirect's target", () => {
  it("is a site path with its query, or another site's full address", () => {
    expect(redirectTarget("/fr/a-vendre?city=Namur")).toBe("/fr/a-vendre/?city=Namur");
    expect(redirectTarget("https://blog.agency.be/news")).toBe("https://blog.agency.be/news");
    expect(redirectTarget("fr/a-vendre")).toBeUndefined();
    expect(redirectTarget("javascript:alert(1)")).toBeUndefined();
  });

  it("keeps the visitor's query unless the target has its own", () => {
    expect(redirectLocation("/fr/", "?utm_source=x")).toBe("/fr/?utm_source=x");
    expect(redirectLocation("/fr/?city=Namur", "?utm_source=x")).toBe("/fr/?city=Namur");
  });
});
