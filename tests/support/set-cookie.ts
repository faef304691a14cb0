/**
 * A Set-Cookie header with its attributes sorted: a browser gives their order no meaning, and React
 * Router's serializer writes them in its own. The cookie itself (name=value) stays first.
 */
export function sortedAttributes(header: string | null): string | null {
  if (header === null) return null;
  const [cookie = "", ...attributes] = header.split("; ");
  return [cookie, ...attributes.sort()].join("; ");
}
