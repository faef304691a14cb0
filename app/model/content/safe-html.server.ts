import { type DefaultTreeAdapterTypes, html, parseFragment } from "parse5";
import { isExternalHref, type SafeHtml, safeHref } from "./safe-html.ts";

// The agency's rich text reduced to a small allowlist (docs/decisions/058-rich-text-sanitised-on-save-and-on-render.md).
// parse5 reads the text as a browser does (WHATWG tree building), then the tree is written out again from
// scratch: only the elements below, only href on a link, every text escaped. Nothing of the input is copied
// as markup, so whatever a browser makes of the output, it holds no element or attribute not listed here.

type Node = DefaultTreeAdapterTypes.ChildNode;
type Element = DefaultTreeAdapterTypes.Element;

/** Kept elements, by their input name: the name they are written as. */
const renamed: Record<string, string> = {
  p: "p",
  h1: "h2", // the page has its own h1 (the article's title)
  h2: "h2",
  h3: "h3",
  h4: "h4",
  h5: "h4",
  h6: "h4",
  ul: "ul",
  ol: "ol",
  li: "li",
  a: "a",
  strong: "strong",
  b: "strong",
  em: "em",
  i: "em",
  blockquote: "blockquote",
  br: "br",
};

/** Elements removed with everything inside them: code, styles, embedded things, forms' controls. */
const droppedWithContent = new Set([
  "script",
  "style",
  "template",
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "applet",
  "noscript",
  "noembed",
  "noframes",
  "textarea",
  "select",
  "button",
  "input",
  "title",
  "head",
  "img",
  "picture",
  "video",
  "audio",
  "canvas",
  "svg",
  "math",
]);

/** Close markers on the work stack: the text to write, and whether it closes a link. */
interface Close {
  html: string;
  link: boolean;
}

function escapeText(text: string): string {
  return (
    text
      .replaceAll("&", "&amp;")
      .replaceAll("<", "&lt;")
      .replaceAll(">", "&gt;")
      .replaceAll("\u00a0", "&nbsp;")
      // biome-ignore lint/suspicious/noControlCharactersInRegex: a null byte never reaches the page
      .replace(/\u0000/g, "")
  );
}

function escapeAttribute(value: string): string {
  return value.replaceAll("&", "&amp;").replaceAll('"', "&quot;");
}

/** The opening tag written for an element, or undefined when the element is unwrapped. */
function openTag(element: Element, name: string, insideLink: boolean): string | undefined {
  if (name !== "a") return `<${name}>`;
  if (insideLink) return undefined; // a link inside a link is not HTML: keep its text only
  const raw = element.attrs.find((attr) => attr.name === "href" && !attr.namespace)?.value;
  const href = raw === undefined ? undefined : safeHref(raw);
  if (href === undefined) return undefined;
  // rel before href, as the desk's editor writes a link (ADR 058): a stored text goes through it unchanged.
  const rel = isExternalHref(href) ? 'rel="noopener" ' : "";
  return `<a ${rel}href="${escapeAttribute(href)}">`;
}

function sanitizeOnce(input: string): string {
  const out: string[] = [];
  const stack: (Node | Close)[] = [...parseFragment(input).childNodes].reverse();
  let openLinks = 0;
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    if (!("nodeName" in item)) {
      if (item.link) openLinks -= 1;
      out.push(item.html);
    } else if (item.nodeName === "#text") {
      out.push(escapeText((item as DefaultTreeAdapterTypes.TextNode).value));
    } else if ("tagName" in item) {
      const element = item as Element;
      const name = element.namespaceURI === html.NS.HTML ? renamed[element.tagName] : undefined;
      if (droppedWithContent.has(element.tagName) || element.namespaceURI !== html.NS.HTML)
        continue;
      const open = name === undefined ? undefined : openTag(element, name, openLinks > 0);
      if (open !== undefined) {
        out.push(open);
        if (name !== "br") {
          stack.push({ html: `</${name}>`, link: name === "a" });
          if (name === "a") openLinks += 1;
        }
      }
      for (let i = element.childNodes.length - 1; i >= 0; i--) {
        const child = element.childNodes[i];
        if (child) stack.push(child);
      }
    }
    // Comments, doctypes and processing instructions are dropped.
  }
  return out.join("");
}

/** The same text sanitised again and again as pages show it (ADR 058: a 5,000-character article costs
 * about a millisecond): results are kept by their input, up to this many characters in all. */
const cacheLimit = 2_000_000;
const cache = new Map<string, SafeHtml>();
let cachedCharacters = 0;

function remember(input: string, output: SafeHtml): void {
  const size = input.length + output.length;
  if (size > cacheLimit / 8) return; // a longer text would push out too many others
  cache.set(input, output);
  cachedCharacters += size;
  for (const [key, value] of cache) {
    if (cachedCharacters <= cacheLimit) break;
    cache.delete(key); // the least recently used first: a Map keeps insertion order
    cachedCharacters -= key.length + value.length;
  }
}

/**
 * The agency's HTML reduced to the safe subset: p, h2-h4, lists, links (href to a site path, http(s),
 * mailto: or tel:; other sites' links get rel="noopener"), strong, em, blockquote, br. Call it before
 * storing rich text and before rendering it. Stable: sanitising its output again gives the same text.
 */
export function sanitizeRichText(input: string): SafeHtml {
  const known = cache.get(input);
  if (known !== undefined) {
    cache.delete(input);
    cache.set(input, known);
    return known;
  }
  // A browser may rebuild a tree (a table's foster parenting, the adoption agency for misnested tags) so
  // that one pass's output parses differently again; passes repeat until the text no longer changes.
  let current = sanitizeOnce(input);
  for (let pass = 0; pass < 3; pass++) {
    const next = sanitizeOnce(current);
    if (next === current) break;
    current = next;
  }
  const output = current as SafeHtml;
  remember(input, output);
  return output;
}
