/**
 * A person's data on request (docs/requirements.md §17, ADR 053): where a text holds an e-mail address.
 * The address matches whatever its case, and only as a whole address: "bob@x.be" is not found inside
 * "jimbob@x.be" nor "bob@x.be.com" (a full stop that ends a sentence still counts as the end).
 */
function addressPattern(address: string): RegExp {
  const escaped = address.trim().replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<![\\w.%+'\\-@])${escaped}(?![\\w\\-@]|\\.[\\w\\-])`, "giu");
}

/** True when the text holds the address. */
export function holdsAddress(text: string, address: string): boolean {
  return addressPattern(address).test(text);
}

/** The text with every occurrence of the address replaced by `replacement`. */
export function withoutAddress(text: string, address: string, replacement: string): string {
  return text.replace(addressPattern(address), replacement);
}

/** An address as the desk compares it: trimmed and lower case. */
export function normalAddress(address: string): string {
  return address.trim().toLowerCase();
}
