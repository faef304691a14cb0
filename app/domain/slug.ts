// URL slugs from titles and names: accents folded, lowercase, words joined by single hyphens.
// "Villa 4 façades à Lasne" -> "villa-4-facades-a-lasne". An empty result is the caller's to handle.

import { foldText } from "./search-text.ts";

const maxLength = 80;

export function slugify(text: string): string {
  const slug = foldText(text)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (slug.length <= maxLength) return slug;
  const cut = slug.slice(0, maxLength + 1);
  const lastHyphen = cut.lastIndexOf("-");
  return (lastHyphen > 0 ? cut.slice(0, lastHyphen) : slug.slice(0, maxLength)).replace(/-+$/, "");
}
