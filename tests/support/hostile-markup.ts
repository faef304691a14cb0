import { type DefaultTreeAdapterTypes, parse } from "parse5";

// Issue 27 "Stored XSS is impossible": what a whole page (public, desk, feed or mail) holds that hostile
// content made live. A page has its own scripts, forms and links, so unlike live-markup.ts (which judges
// one field's value) this looks for what no page of the site writes itself: an event attribute, a
// script-bearing address, an inline script or style from tests/fixtures/xss-vectors.ts, a frame of
// hostile content. The vectors' scripts all call alert(), msgbox() or document.write, and their other
// addresses point at xss.example or ok.example.

type Element = DefaultTreeAdapterTypes.Element;
type Node = DefaultTreeAdapterTypes.Node;

/** Attributes whose value a browser loads or navigates to. */
const addressAttributes = new Set([
  "href",
  "src",
  "action",
  "formaction",
  "data",
  "background",
  "poster",
  "cite",
  "codebase",
  "dynsrc",
  "lowsrc",
  "srcset",
  "to",
  "from",
  "values",
  "code",
  "archive",
]);

/** A browser's URL parser drops tabs and line breaks and trims controls and spaces (safe-html.ts). */
const bare = (value: string) => [...value].filter((c) => c.charCodeAt(0) > 0x20).join("");
const scriptScheme = /^(javascript|vbscript|livescript|jar|file|data):/i;
/** Images the site writes inline itself (placeholders) are data: URLs too, but never SVG. */
const imageData = /^data:image\/(png|jpeg|gif|webp|avif);/i;
const hostileHost = /(xss|ok)\.example/i;
const hostileStyle = /expression|javascript|behavior|binding|url\(|xss|position\s*:\s*fixed/i;
/** The site's own style sheets load fonts and images by url(): only a vector's words count there. */
const hostileSheet = /expression|javascript|behavior|binding|xss/i;
const hostileScript = /^\s*(alert|msgbox|document\.write|\/\*)/i;

function attributeIssues(element: Element): string[] {
  const issues: string[] = [];
  for (const attribute of element.attrs) {
    const name = attribute.prefix ? `${attribute.prefix}:${attribute.name}` : attribute.name;
    const value = bare(attribute.value);
    const local = attribute.name.toLowerCase();
    if (local.startsWith("on")) issues.push(`${name} event attribute`);
    else if (local === "srcdoc") issues.push("srcdoc");
    else if (local === "style" && hostileStyle.test(attribute.value)) issues.push(`style ${value}`);
    else if (
      addressAttributes.has(local) &&
      ((scriptScheme.test(value) && !imageData.test(value)) || hostileHost.test(value))
    )
      issues.push(`${name}=${value}`);
  }
  return issues;
}

function textOf(element: Element): string {
  return element.childNodes
    .map((n) => ("value" in n && n.nodeName === "#text" ? n.value : ""))
    .join("");
}

/** The desk frames a mail's HTML part itself (ADR 054): a sandboxed frame of a site path. */
function ownFrame(element: Element): boolean {
  const attribute = (name: string) => element.attrs.find((a) => a.name === name)?.value;
  const src = attribute("src") ?? "";
  return (
    element.tagName === "iframe" &&
    attribute("sandbox") !== undefined &&
    src.startsWith("/") &&
    !src.startsWith("//")
  );
}

function elementIssues(element: Element): string[] {
  const issues = attributeIssues(element);
  const tag = element.tagName.toLowerCase();
  if (tag === "script" && hostileScript.test(textOf(element))) issues.push("inline script");
  if (tag === "style" && hostileSheet.test(textOf(element))) issues.push("style sheet");
  if (["iframe", "frame", "object", "embed", "applet", "base"].includes(tag) && !ownFrame(element))
    issues.push("frame or object");
  if (tag === "meta" && element.attrs.some((a) => a.name === "http-equiv"))
    issues.push("meta http-equiv");
  return issues;
}

/**
 * The elements of `html` that hostile content made live, each as "tag: what", in document order
 * (template contents included, as a later script could clone them). Empty for a safe page.
 */
export function hostileMarkup(html: string): string[] {
  const found: string[] = [];
  const visit = (node: Node) => {
    if ("tagName" in node) {
      for (const issue of elementIssues(node)) found.push(`${node.tagName}: ${issue}`);
      if (node.tagName === "template" && "content" in node) visit(node.content as Node);
    }
    if ("childNodes" in node) for (const child of node.childNodes) visit(child);
  };
  visit(parse(html));
  return found;
}

/**
 * Every text a reader of `html` sees or a form holds: its text (as a browser decodes it, React's
 * `<!-- -->` separators left out) and its attributes' values. A plain field's value must be found
 * here whole: escaped, not dropped.
 */
export function shownTexts(html: string): string {
  const parts: string[] = [];
  const visit = (node: Node) => {
    if (node.nodeName === "#text" && "value" in node) parts.push(node.value);
    if ("tagName" in node) {
      parts.push("\u0001");
      for (const attribute of node.attrs) parts.push(attribute.value, "\u0001");
      if (node.tagName === "template" && "content" in node) visit(node.content as Node);
    }
    if ("childNodes" in node) for (const child of node.childNodes) visit(child);
  };
  visit(parse(html));
  return parts.join("");
}
