import { describe, expect, it } from "vitest";
import { languages } from "#app/i18n/languages.ts";
import {
  type Alternates,
  listingsPerSitemapFile,
  sitemapIndexXml,
  sitemapParts,
  sitemapProtocolLimits,
  urlSetXml,
} from "./sitemap-xml.ts";

const listing = (id: number): Alternates => ({
  en: `/en/for-sale/brussels/house-${id}/${id}/`,
  fr: `/fr/a-vendre/bruxelles/maison-${id}/${id}/`,
});

describe("the sitemap files", () => {
  it("put the pages in one file and the listings in files of the given size", () => {
    const listings = [1, 2, 3, 4, 5].map(listing);
    const parts = sitemapParts([{ en: "/en/" }], listings, 2);
    expect(parts.map((part) => [part.name, part.pages.length])).toEqual([
      ["pages.xml", 1],
      ["listings-1.xml", 2],
      ["listings-2.xml", 2],
      ["listings-3.xml", 1],
    ]);
    expect(parts.slice(1).flatMap((part) => part.pages)).toEqual(listings);
  });

  it("give every address its alternates and x-default, in the enabled languages only", () => {
    const xml = urlSetXml([listing(7)], ["fr", "nl", "en"], "https://agency.example");
    const urls = xml.match(/<url>.*?<\/url>/g) ?? [];
    expect(urls).toHaveLength(2);
    for (const url of urls) {
      expect(url).toContain(
        '<xhtml:link rel="alternate" hreflang="fr" href="https://agency.example/fr/a-vendre/bruxelles/maison-7/7/"/>',
      );
      expect(url).toContain(
        '<xhtml:link rel="alternate" hreflang="en" href="https://agency.example/en/for-sale/brussels/house-7/7/"/>',
      );
      expect(url).toContain(
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://agency.example/"/>',
      );
    }
    expect(urlSetXml([listing(7)], ["nl", "de"], "https://agency.example")).not.toContain("<url>");
  });

  it("escape addresses", () => {
    expect(sitemapIndexXml(["https://agency.example/sitemaps/pages.xml?a=1&b=2"])).toContain(
      "<loc>https://agency.example/sitemaps/pages.xml?a=1&#38;b=2</loc>",
    );
  });

  it("stay far below the protocol's limits at the default size, with long addresses", () => {
    // Four languages and addresses as long as a long title and city make them.
    const long = "x".repeat(120);
    const listings = Array.from({ length: listingsPerSitemapFile }, (_, i) =>
      Object.fromEntries(languages.map((l) => [l, `/${l}/for-sale/${long}/${long}/${i}/`])),
    );
    const [, part] = sitemapParts([], listings);
    const xml = urlSetXml(
      part?.pages ?? [],
      languages,
      "https://www.agency-with-a-long-name.example",
    );
    const urls = xml.match(/<url>/g)?.length ?? 0;
    expect(urls).toBe(listingsPerSitemapFile * languages.length);
    expect(urls).toBeLessThanOrEqual(5_000);
    expect(Buffer.byteLength(xml)).toBeLessThanOrEqual(10 * 1024 * 1024);
    expect(urls).toBeLessThan(sitemapProtocolLimits.urls / 10);
    expect(Buffer.byteLength(xml)).toBeLessThan(sitemapProtocolLimits.bytes / 5);
  });
});
