import { deskLoginPath, deskLogoutPath, deskRoot, isDeskPath } from "#app/routing/desk-paths.ts";
import { hasUnsafePathCharacter } from "./path-characters.ts";

/**
 * Where to go back after a choice made without JavaScript: a path on this site, never elsewhere.
 * The check is on the resolved path, since "/.//evil.com" resolves to "//evil.com", which a browser
 * reads as another host.
 */
export function safeReturnPath(value: string | undefined): string {
  if (!value?.startsWith("/") || hasUnsafePathCharacter(value)) return "/";
  // "//" reads as an address with an empty host, which is no URL at all (docs/requirements.md §16: was a 500).
  const url = URL.parse(value, "http://site.invalid");
  if (url?.origin !== "http://site.invalid" || url.pathname.startsWith("//")) return "/";
  url.searchParams.delete("setcookies");
  return `${url.pathname}${url.search}`;
}

/** Where to go after the login: the desk page asked for (app/http/return-path.ts), else the dashboard. */
export function deskReturnPath(asked: string | null): string {
  const path = safeReturnPath(asked ?? undefined);
  const own =
    isDeskPath(path) && !path.startsWith(deskLoginPath) && !path.startsWith(deskLogoutPath);
  return own ? path : deskRoot;
}
