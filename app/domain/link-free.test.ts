import { describe, expect, it } from "vitest";
import { containsLink, withoutLinks } from "./link-free.ts";

// ADR 034: the probe's links, and the ways of writing one that a filter of `https://` misses.
describe("text free of links", () => {
  const links: [string, string][] = [
    ["a scheme", "Visit https://pills-shop.example/? now"],
    ["another scheme", "ftp://files.example/x"],
    ["a mailto", "mailto:me"],
    ["www.", "www.pills-shop"],
    ["a bare domain", "buy at pills-shop.example today"],
    ["a short one", "x.com"],
    ["a domain in capitals", "PILLS.BIZ"],
    ["an IDN", "пример.рф"],
    ["a punycode domain", "xn--e1afmkfd.xn--p1ai"],
    ["hxxps", "hxxps://pills-shop[.]example"],
    ["[.]", "pills-shop[.]example"],
    ["(dot)", "pills-shop (dot) example"],
    ["[dot]", "pills-shop[dot]example"],
    ["(punt)", "pills-shop (punt) example"],
    [" dot ", "pills-shop dot example"],
    [" . ", "pills-shop . example"],
    ["the ideographic dot", "pills-shop。example"],
    ["the fullwidth dot", "pills-shop．example"],
    ["the halfwidth ideographic dot", "pills-shop｡example"],
    ["a zero-width space", "pills-shop.\u200bexample"],
    ["a zero-width joiner inside www", "w\u200dww.x"],
    ["fullwidth letters", "ｐｉｌｌｓ．ｂｉｚ"],
    ["an e-mail address", "write to me@pills-shop.example"],
    ["an at sign", "me@"],
    ["a spelled-out at", "me [at] pills"],
    ["the fullwidth at", "me＠pills"],
  ];
  it.each(links)("finds %s", (_, text) => {
    expect(containsLink(text)).toBe(true);
  });

  const plainTexts: [string, string][] = [
    ["a name", "Zoë Peeters-Van den Bossche"],
    ["an apostrophe and initials", "J. R. O'Neil"],
    ["a sentence with its full stop", "Mooi huis. Bel me! 3 slaapkamers, 2.5 km van het station."],
    ["abbreviations", "e.g. a garden, i.e. south-facing; St.-Gilles"],
    ["at as a word", "Look at the garden, at 10 am"],
    ["a price", "€ 325.000"],
    ["point, punt and Punkt as words", "Le point fort: een punt van aandacht, ein Punkt mehr"],
  ];
  it.each(plainTexts)("leaves %s alone", (_, text) => {
    expect(containsLink(text)).toBe(false);
    expect(withoutLinks(text)).toBe(text.replace(/\s+/g, " "));
  });

  it("keeps the words of a name that read as none", () => {
    expect(withoutLinks("Visit https://pills-shop.example/? now")).toBe("Visit now");
    expect(withoutLinks("Zoë pills-shop[.]example\u200b")).toBe("Zoë");
    expect(withoutLinks("Luc x。com")).toBe("Luc");
    expect(withoutLinks("me@x.example")).toBe("");
  });
});
