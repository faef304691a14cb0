import { describe, expect, it } from "vitest";
import { slugify } from "./slug.ts";

describe("slugify", () => {
  it.each([
    ["Villa 4 façades à Lasne", "villa-4-facades-a-lasne"],
    ["Appartement – 2 chambres / Ixelles", "appartement-2-chambres-ixelles"],
    ["Großes Haus in Sankt Vith", "grosses-haus-in-sankt-vith"],
    ["Œuvre d'art", "oeuvre-d-art"],
    ["  Brussel  ", "brussel"],
    ["Liège", "liege"],
    ["!!!", ""],
  ])("%s -> %s", (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });

  it("keeps at most 80 characters, cut between words", () => {
    const slug = slugify("maison ".repeat(30));
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug).toMatch(/^(maison-)*maison$/);
  });
});
