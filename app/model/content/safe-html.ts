// The rich-text subset the agency writes in (docs/decisions/058-rich-text-sanitised-on-save-and-on-render.md).
// No parser here: the desk's editor imports this file in the browser to check a link before it inserts it;
// the sanitiser itself is safe-html.server.ts, so the public pages never ship it.

/** HTML that went through sanitizeRichText: the only kind ArticleBody renders. */
export type SafeHtml = string & { readonly __safeHtml: true };

/** The elements that survive, after renaming (b→strong, i→em, h1→h2, h5/h6→h4). */
export const richTextTags = [
  "p",
  "h2",
  "h3",
  "h4",
  "ul",
  "ol",
  "li",
  "a",
  "strong",
  "em",
  "blockquote",
  "br",
] as const;

const allowedSchemes = new Set(["http", "https", "mailto", "tel"]);

/**
 * The href a link keeps, or undefined when the link must go: a site path (`/...`), or an http(s), mailto:
 * or tel: address. Browsers drop tabs and line breaks anywhere in a URL and leading controls and spaces
 * (WHATWG URL), so `java&#9;script:` or ` javascript:` are judged as the browser would read them.
 */
export function safeHref(raw: string): string | undefined {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the controls a browser ignores in a URL
  const href = raw.replace(/[\t\n\r]/g, "").replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, "");
  // biome-ignore lint/suspicious/noControlCharactersInRegex: no control character is left in a kept URL
  if (href === "" || /[\u0000-\u001f\u007f]/.test(href)) return undefined;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href)?.[1]?.toLowerCase();
  if (scheme === undefined) {
    // A path on this site; "//host" and "/\host" are other sites without a scheme, refused.
    return /^\/(?![/\\])/.test(href) ? href : undefined;
  }
  if (!allowedSchemes.has(scheme)) return undefined;
  if (scheme === "http" || scheme === "https") {
    if (!URL.canParse(href)) return undefined;
    return /^https?:\/\/[^/\\]/i.test(href) ? href : undefined;
  }
  return href.length > scheme.length + 1 ? href : undefined;
}

/** True for an address on another site: its link gets rel="noopener". */
export function isExternalHref(href: string): boolean {
  return /^https?:/i.test(href);
}
