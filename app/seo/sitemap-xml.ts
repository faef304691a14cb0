import type { Language } from "#app/i18n/languages.ts";
import type { PageHead } from "#app/model/content/page-view.ts";

// The sitemap protocol (sitemaps.org): an index at /sitemap.xml naming one file for the site's pages
// and as many as the catalogue needs for its property and project pages. The protocol allows 50,000
// URLs and 50 MB per file; ours stay far below, so that a crawler reads each quickly and a catalogue
// can grow tenfold before anything changes (docs/requirements.md §11: one file passed the limit at ~12,400 properties).

export type Alternates = PageHead["alternates"];

/** Property and project pages per listings file: at most 4,000 URLs (one per language), about 3 MB. */
export const listingsPerSitemapFile = 1_000;

/** The protocol's limits for one file. */
export const sitemapProtocolLimits = { urls: 50_000, bytes: 50 * 1024 * 1024 } as const;

export interface SitemapPart {
  /** The file's name under /sitemaps/: pages.xml, listings-1.xml, listings-2.xml... */
  name: string;
  pages: Alternates[];
}

/** The site's pages in one file, then the listings in files of `listingsPerFile` each. */
export function sitemapParts(
  pages: Alternates[],
  listings: Alternates[],
  listingsPerFile = listingsPerSitemapFile,
): SitemapPart[] {
  const parts: SitemapPart[] = [{ name: "pages.xml", pages }];
  for (let start = 0; start < listings.length; start += listingsPerFile) {
    parts.push({
      name: `listings-${parts.length}.xml`,
      pages: listings.slice(start, start + listingsPerFile),
    });
  }
  return parts;
}

/**
 * One file of the sitemap: a <url> per page and enabled language it exists in, each with the page's
 * alternates (hreflang) and x-default, all absolute on the site's trusted origin.
 */
export function urlSetXml(
  pages: Alternates[],
  enabled: readonly Language[],
  origin: string,
): string {
  const absolute = (path: string) => escapeXml(new URL(path, origin).href);
  const xDefault = `<xhtml:link rel="alternate" hreflang="x-default" href="${absolute("/")}"/>`;
  const entries = pages.flatMap((alternates) => {
    const present = enabled.flatMap((l) => {
      const url = alternates[l];
      return url ? [[l, absolute(url)] as const] : [];
    });
    const links = present
      .map(([l, url]) => `<xhtml:link rel="alternate" hreflang="${l}" href="${url}"/>`)
      .join("");
    return present.map(([, url]) => `<url><loc>${url}</loc>${links}${xDefault}</url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join("\n")}\n</urlset>\n`;
}

/** The index at /sitemap.xml: the absolute address of each file. */
export function sitemapIndexXml(files: string[]): string {
  const entries = files.map((url) => `<sitemap><loc>${escapeXml(url)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</sitemapindex>\n`;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
