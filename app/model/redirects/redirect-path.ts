import { isLanguage } from "#app/i18n/languages.ts";

// Issue 27, ADR 057: one old address is one key. An old path is written the way the server sees a request
// once server/canonical-path.ts has run: a leading "/", no host, query or fragment, every segment
// percent-encoded one way (UTF-8, upper-case hex, the path's sub-delimiters left as they are), a
// trailing "/" unless the last segment names a file ("/about.html"), and a language's pages in lower case.
// The request's path goes through the same function, so the lookup is one Map.get.

export const redirectOrigins = ["import", "desk", "page"] as const;
export type RedirectOrigin = (typeof redirectOrigins)[number];

// Any host will do: it only lets a relative path be parsed, and is never written anywhere.
const base = "http://old-site.invalid";
// Characters encodeURIComponent escapes that a path carries as they are (RFC 3986 pchar).
const keptInPath = /%(24|26|2B|2C|3B|3D|3A|40)/g;
const absolute = /^https?:\/\//i;
// Browsers read "\\" as "/" and drop tabs and newlines: "/\\evil.com" would lead to another site.
const unsafe = /[\p{Cc}\\]/u;

/** The key of an old path or of a full address of the previous website; undefined when it is none. */
export function redirectPath(input: string): string | undefined {
  const url = isAddress(input) ? parsed(input) : undefined;
  if (!url) return undefined;
  const segments: string[] = [];
  for (const segment of url.pathname.split("/").slice(1)) {
    const normal = normalSegment(segment);
    if (normal === undefined) return undefined;
    segments.push(normal);
  }
  // Leading slashes collapse to one: "//host" is another site's address (server/canonical-path.ts).
  const path = `/${segments.join("/").replace(/^\/+/, "")}`;
  const last = segments.at(-1) ?? "";
  const slashed = last === "" || last.includes(".") ? path : `${path}/`;
  return isLanguage(segments[0]?.toLowerCase()) ? lowerCase(slashed) : slashed;
}

/**
 * Where a redirect leads: a site path (normalised as an old path is, its query kept) or an absolute
 * http(s) address of another site, as the URL parser writes it; undefined when it is neither.
 */
export function redirectTarget(input: string): string | undefined {
  const text = input.trim();
  if (absolute.test(text)) {
    const url = parsed(text);
    return url?.hostname ? url.href : undefined;
  }
  if (!text.startsWith("/") || text.startsWith("//")) return undefined;
  const path = redirectPath(text);
  const url = parsed(text);
  return path && url ? `${path}${url.search}` : undefined;
}

/** The site path a target names (its query dropped), or undefined for another site's address. */
export function targetPath(target: string): string | undefined {
  return target.startsWith("/") ? (target.split("?")[0] ?? target) : undefined;
}

/**
 * The Location of a redirect for a request with `search` (its query string, "?..." or ""). The visitor's
 * query is kept (campaign tags survive the move) unless the target has its own (ADR 057).
 */
export function redirectLocation(target: string, search: string): string {
  return target.includes("?") ? target : `${target}${search}`;
}

/** A path ("/about-us") or a full address ("https://old.example/about-us"): not "about-us". */
function isAddress(input: string): boolean {
  const text = input.trim();
  return text.startsWith("/") || absolute.test(text);
}

function parsed(input: string): URL | undefined {
  const text = input.trim();
  if (text === "" || unsafe.test(text)) return undefined;
  try {
    const url = new URL(text, base);
    return url.protocol === "http:" || url.protocol === "https:" ? url : undefined;
  } catch {
    return undefined;
  }
}

function normalSegment(segment: string): string | undefined {
  try {
    return encodeURIComponent(decodeURIComponent(segment)).replace(keptInPath, (kept) =>
      decodeURIComponent(kept),
    );
  } catch {
    return undefined;
  }
}

/** Letters in lower case, percent escapes as they are (server/canonical-path.ts does the same). */
function lowerCase(path: string): string {
  return path.replace(/%[0-9A-F]{2}|[A-Z]/g, (match) =>
    match.length === 3 ? match : match.toLowerCase(),
  );
}
