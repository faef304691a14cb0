// docs/requirements.md §16 "The lead forms relay mail from the agency's address": what a visitor types must not reach
// a third party's inbox as a link. A spammer writes the link the way a filter misses it: a bare domain
// (`pills-shop.example`), a mangled scheme (`hxxps://`), a bracketed or spelled-out dot (`[.]`,
// `(dot)`, ` dot `), a fullwidth or ideographic dot (`。．｡`), zero-width characters inside the word,
// or an e-mail address. The text is first read back into its plain form, then searched word by word.

// Zero-width and invisible characters that split a word without showing (and the soft hyphen).
const invisible = /[\u00ad\u180e\u200b-\u200f\u2060-\u2064\ufeff]/g;

// The ways of writing "." and "@" that a reader still understands; the spaced forms need brackets or
// the word "dot" between two words, so that "at" and "dot" in a sentence stay as they are elsewhere.
const spelledOut: [RegExp, string][] = [
  [/[。．｡︒﹒]/g, "."],
  [/[＠﹫]/g, "@"],
  [/[：﹕]/g, ":"],
  [/[／]/g, "/"],
  [/\s*[[({<]\s*(?:\.|dot|punt|point|punkt)\s*[\])}>]\s*/gi, "."],
  [/\s*[[({<]\s*(?:@|at)\s*[\])}>]\s*/gi, "@"],
  [/\s*[[({<]\s*:\s*[\])}>]\s*/g, ":"],
  // " dot " between two words, not its Dutch, French or German words: those are common in a sentence.
  [/(?<=[\p{L}\p{N}])\s+(?:dot|\.)\s+(?=[\p{L}\p{N}])/giu, "."],
  [/\bh(?:xx|\*\*|tt)p(s?)\b/gi, "http$1"],
];

/** The text as a reader would understand it: invisible characters gone, spelled-out dots as dots. */
function plain(text: string): string {
  return spelledOut.reduce(
    (current, [pattern, replacement]) => current.replace(pattern, replacement),
    text.normalize("NFKC").replace(invisible, ""),
  );
}

// A scheme (`https://`, `ftp://`, `mailto:`), `www.`, an `@` (an address), or a host name: labels
// joined by dots ending in a top-level domain of two letters or more (or an IDN's `xn--`).
const linkLike = [
  /[\p{L}][\p{L}\p{N}+.-]*:\/\//u,
  /\b(?:mailto|tel|sms|data|javascript):/i,
  /\bwww\d{0,3}\./i,
  /@/,
  /[\p{L}\p{N}-]+\.(?:[\p{L}\p{N}-]+\.)*(?:\p{L}{2,}|xn--[a-z0-9-]+)(?![\p{L}\p{N}])/u,
];

const readsLikeLink = (word: string) => linkLike.some((pattern) => pattern.test(word));

/** Whether anything in the text reads as a web address, a domain or an e-mail address. */
export function containsLink(text: string): boolean {
  return plain(text).split(/\s+/).some(readsLikeLink);
}

/**
 * The text without the words that read as an address or a link, on one line (a name as a mail shows
 * it to the person who typed it); empty when nothing else is left.
 */
export function withoutLinks(text: string): string {
  return plain(text)
    .split(/\s+/)
    .filter((word) => word !== "" && !readsLikeLink(word))
    .join(" ");
}
