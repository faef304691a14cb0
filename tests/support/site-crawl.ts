import { type DefaultTreeAdapterTypes, parse } from "parse5";

type Node = DefaultTreeAdapterTypes.Node;
type Fetch = (path: string) => Response | Promise<Response>;

/** The site's own paths that `html` links to (a, link and iframe), without their fragment. */
function ownLinks(html: string): string[] {
  const links: string[] = [];
  const visit = (node: Node) => {
    if ("tagName" in node && ["a", "link", "iframe"].includes(node.tagName)) {
      const href = node.attrs.find((a) => a.name === "href" || a.name === "src")?.value ?? "";
      if (href.startsWith("/") && !href.startsWith("//")) links.push(href.split("#")[0] ?? "");
    }
    if ("childNodes" in node) for (const child of node.childNodes) visit(child);
  };
  visit(parse(html));
  return links;
}

/**
 * Answers a crawl reads: pages, XML feeds, text and mails' parts, not images, downloads or JSON (a
 * browser never draws JSON as a page: it is checked apart).
 */
const readable = /^(text\/html|text\/plain|application\/xml|text\/xml)/;

/** A path's parent: `/fr/temoignages/` for `/fr/temoignages/karim-b-7/`. */
const parentOf = (path: string) => path.replace(/[^/]+\/?(\?.*)?$/, "");

/**
 * Every page reachable from `starts` by the site's own links (at most `limit`, and `siblings` children
 * of one parent: a list's items, testimonials or leads, come from one template), as path → body, for those answered 200 with a readable type. `follow` says
 * which paths to open; a query string is kept only when `queries` allows it (a list's filters would
 * otherwise make thousands of pages).
 */
export async function crawl(
  fetch: Fetch,
  starts: string[],
  {
    follow,
    queries = () => false,
    limit = 150,
    siblings = 3,
  }: {
    follow: (path: string) => boolean;
    queries?: (path: string) => boolean;
    limit?: number;
    siblings?: number;
  },
): Promise<Map<string, string>> {
  const pages = new Map<string, string>();
  const seen = new Set<string>();
  const children = new Map<string, number>();
  const queue = [...starts];
  while (queue.length > 0 && seen.size < limit) {
    const path = queue.shift() ?? "";
    if (seen.has(path)) continue;
    seen.add(path);
    const res = await fetch(path);
    const type = res.headers.get("content-type") ?? "";
    if (res.status !== 200 || !readable.test(type)) {
      await res.body?.cancel();
      continue;
    }
    const body = await res.text();
    pages.set(path, body);
    if (!type.startsWith("text/html")) continue;
    for (const link of ownLinks(body)) {
      const bare = queries(link) ? link : (link.split("?")[0] ?? "");
      if (!follow(bare) || seen.has(bare) || queue.includes(bare)) continue;
      const parent = parentOf(bare);
      const read = children.get(parent) ?? 0;
      // A language's or the desk's root holds the menu: every one of its pages is read.
      if (parent.split("/").length > 3 && read >= siblings) continue;
      children.set(parent, read + 1);
      queue.push(bare);
    }
  }
  return pages;
}
