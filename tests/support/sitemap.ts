/** The addresses in <loc> elements, in order. */
export function locsOf(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? "");
}

/**
 * The whole sitemap as a crawler reads it: the index at /sitemap.xml, then each file it names (fetched
 * by path through `get`), joined into one text.
 */
export async function wholeSitemap(
  get: (path: string) => Response | Promise<Response>,
): Promise<string> {
  const index = await (await get("/sitemap.xml")).text();
  const files = await Promise.all(
    locsOf(index).map(async (url) => (await get(new URL(url).pathname)).text()),
  );
  return [index, ...files].join("\n");
}
