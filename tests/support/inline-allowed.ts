import { createHash } from "node:crypto";

/**
 * Whether a page's policy lets an inline script or style run: by this answer's nonce, or, on a page
 * from the page cache, by the hash of its text (ADR 067).
 */
export function inlineAllowed(
  policy: string,
  directive: "script-src" | "style-src",
  attributes: string,
  text: string,
): boolean {
  const sources =
    policy
      .split("; ")
      .find((d) => d.startsWith(`${directive} `))
      ?.split(" ") ?? [];
  const nonce = /nonce="([^"]+)"/.exec(attributes)?.[1];
  if (nonce && sources.includes(`'nonce-${nonce}'`)) return true;
  return sources.includes(`'sha256-${createHash("sha256").update(text).digest("base64")}'`);
}
