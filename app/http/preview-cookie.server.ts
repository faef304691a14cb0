import { siteCookie } from "./cookies.server.ts";

// ADR 061: the preview pass travels in a cookie of its own on the whole site (the desk's cookie stays on
// /admin/), `__Host-preview` over https, HttpOnly, SameSite=Lax, for an hour at most. The page cache
// knows no such cookie, so a request carrying it is never served from nor stored in the cache
// (server/page-cache.ts).

const plain = siteCookie("preview", false);
const hostOnly = siteCookie("preview", true);
const cookieFor = (secure: boolean) => (secure ? hostOnly : plain);

const named = /(?:^|;)\s*(?:__Host-)?preview=/;

/** Whether a request carries a preview cookie at all, readable or not. */
export const hasPreviewCookie = (header: string | null) => named.test(header ?? "");

/** The pass a request carries, if any. */
export async function previewCookieValue(
  header: string | null,
  secure: boolean,
): Promise<string | undefined> {
  const value: unknown = await cookieFor(secure).parse(header);
  return typeof value === "string" ? value : undefined;
}

/** The Set-Cookie of a pass, kept by the browser as long as the pass holds (`maxAge`, seconds). */
export function previewCookie(pass: string, maxAge: number, secure: boolean): Promise<string> {
  return cookieFor(secure).serialize(pass, { maxAge });
}

export function clearedPreviewCookie(secure: boolean): Promise<string> {
  return cookieFor(secure).serialize("", { maxAge: 0 });
}
