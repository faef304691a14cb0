import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

// What a first visit downloads besides the HTML: the scripts and stylesheets the page links (scripts as
// the first-paint loader lists them, ADR 025), gzipped as the server would send them (level 9, like the
// precompressed files).

export async function pageWeight(
  html: string,
  clientDir: string,
): Promise<{ js: number; css: number; files: number }> {
  const assets = [
    ...new Set([...html.matchAll(/"(\/assets\/[^"\\]+\.(?:js|css))"/g)].map((m) => m[1] as string)),
  ];
  let js = 0;
  let css = 0;
  for (const asset of assets) {
    const size = gzipSync(await readFile(join(clientDir, asset)), { level: 9 }).length;
    if (asset.endsWith(".js")) js += size;
    else css += size;
  }
  return { js, css, files: assets.length };
}
