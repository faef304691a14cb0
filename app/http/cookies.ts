/** The value of one cookie in a Cookie request header, URI-decoded (undefined when it cannot be). */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  for (const part of header?.split(";") ?? []) {
    const separator = part.indexOf("=");
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * A cookie's name for this request: over https it carries the `__Host-` prefix, which the browser
 * accepts only with Secure, Path=/ and no Domain, so neither a subdomain nor a plain-http page can set it.
 */
export function cookieName(name: string, secure: boolean): string {
  return secure ? `__Host-${name}` : name;
}

/** The attributes every cookie of ours shares; HttpOnly since no script of ours reads them. */
export function cookieAttributes(maxAgeSeconds: number, secure: boolean): string {
  return `Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax; HttpOnly${secure ? "; Secure" : ""}`;
}
