import { type DefaultTreeAdapterTypes, parseFragment } from "parse5";
import { richTextTags, safeHref } from "#app/model/content/safe-html.ts";

type Node = DefaultTreeAdapterTypes.ChildNode;

/** Every element and comment a browser would build from `html`, as "tag attr=value ..." lines. */
export function liveMarkup(html: string | Node[]): string[] {
  const found: string[] = [];
  const visit = (nodes: Node[]) => {
    for (const node of nodes) {
      if (node.nodeName === "#comment") found.push("#comment");
      if (!("tagName" in node)) continue;
      found.push([node.tagName, ...node.attrs.map((a) => `${a.name}=${a.value}`)].join(" "));
      visit(node.childNodes);
    }
  };
  visit(typeof html === "string" ? parseFragment(html).childNodes : html);
  return found;
}

/** True for a line of liveMarkup that the rich-text subset allows (ADR 058). */
function inSubset(line: string): boolean {
  const [tag = "", ...attrs] = line.split(" ");
  if (!(richTextTags as readonly string[]).includes(tag)) return false;
  if (tag !== "a") return attrs.length === 0;
  const href = attrs.find((a) => a.startsWith("href="))?.slice("href=".length);
  const others = attrs.filter((a) => !a.startsWith("href=") && a !== "rel=noopener");
  return href !== undefined && safeHref(href) === href && others.length === 0;
}

/** The markup in `html` outside the rich-text subset: empty for text that is safe to show. */
export function markupOutsideSubset(html: string | Node[]): string[] {
  return liveMarkup(html).filter((line) => !inSubset(line));
}
