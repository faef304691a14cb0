// docs/requirements.md §5 Search: a city matches by name, zip or accent-stripped name, case-insensitively; a property
// by its ID exactly. The same folding serves URL slugs (slug.ts), the home search panel (on the
// client) and the listing's text query (on the server), so all three agree on what "matches" means.

const ligatures: Record<string, string> = { ß: "ss", æ: "ae", œ: "oe", ø: "o", đ: "d", ł: "l" };

/** Lower case without accents or ligatures: "Œuvre à Liège" -> "oeuvre a liege". */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[ßæœøđł]/g, (ch) => ligatures[ch] ?? ch)
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "");
}

/** The query as the matchers compare it: folded, spaces collapsed, trimmed. */
export function searchKey(query: string): string {
  return foldText(query).replace(/\s+/g, " ").trim();
}

/**
 * docs/requirements.md §5: a city matches when its zip, its folded name or a word of it ("niklaas" in Sint-Niklaas)
 * starts with the query's key.
 */
export function cityMatches(key: string, city: { name: string; zip: string }): boolean {
  if (key === "") return false;
  const name = searchKey(city.name);
  return (
    city.zip.startsWith(key) ||
    name.startsWith(key) ||
    name.includes(` ${key}`) ||
    name.includes(`-${key}`)
  );
}

/** docs/requirements.md §5: a property matches only by its whole ID (threshold zero). */
export function propertyIdOf(key: string): number | undefined {
  return /^\d{1,10}$/.test(key) ? Number(key) : undefined;
}
