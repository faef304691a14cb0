/** A path with its escapes decoded; undefined when one is malformed or is not UTF-8. */
export function decodedPath(encoded: string): string | undefined {
  try {
    return decodeURIComponent(encoded);
  } catch {
    return undefined;
  }
}

/**
 * Control characters and backslashes have no place in a path of ours. Browsers read "\" as "/" and drop
 * tabs and newlines, so a redirect to "/\evil.com" or "/\t/evil.com" would lead to another site.
 */
export function hasUnsafePathCharacter(path: string): boolean {
  for (let i = 0; i < path.length; i++) {
    const code = path.charCodeAt(i);
    if (code < 0x20 || code === 0x7f || code === 0x5c) return true;
  }
  return false;
}
