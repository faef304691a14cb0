import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { MapData } from "#app/model/listing-map/map-data.ts";
import { importLargeCatalogue, large } from "./catalogue-size.ts";
import type { Child } from "./child-process.ts";
import { loadDemo, startSite } from "./demo-site.ts";

// What opening the listings' map costs a visitor (issue 12, ADR 016): the map data of the French For sale
// list, plain and gzipped (gzip level 6 in Node, as a proxy for what the server's compression sends), on
// the demo agency (100 properties) and on the same agency with 10,000 properties, in one run; then what
// opening a marker (one card) and a spot of 8 properties (8 cards) fetch.

const mapFile = "/listing-map/fr/sale.json";

export async function mapDataBenchmark(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "site-bench-map-"));
  const children: Child[] = [];
  try {
    const smallDir = join(dir, "small");
    const largeDir = join(dir, "large");
    loadDemo(smallDir);
    loadDemo(largeDir);
    const imported = await importLargeCatalogue(largeDir);
    const rows: string[] = [];
    for (const [properties, dataDir] of [
      [100, smallDir],
      [large, largeDir],
    ] as const) {
      const site = await startSite(dataDir);
      children.push(site.child);
      const map = await fetchJson(`${site.url}${mapFile}`);
      const ids = (map.json as MapData).points.map(([id]) => `id=${id}`);
      const cards = (count: number) =>
        fetchJson(`${site.url}/listing-map/fr/cards.json?${ids.slice(0, count).join("&")}`);
      rows.push(
        `| ${properties} | ${ids.length}, ${sizes(map)} | ${sizes(await cards(1))} | ${sizes(await cards(8))} |`,
      );
    }
    return [
      `Map data (${mapFile}); SQLite; ${imported}`,
      "",
      "| properties | map file: markers, plain, gzipped | 1 card: plain, gzipped | 8 cards: plain, gzipped |",
      "|---|---|---|---|",
      ...rows,
    ].join("\n");
  } finally {
    await Promise.all(children.map((child) => child.stop()));
    await rm(dir, { recursive: true, force: true });
  }
}

async function fetchJson(url: string): Promise<{ body: Buffer; json: unknown }> {
  const res = await fetch(url);
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  const body = Buffer.from(await res.arrayBuffer());
  return { body, json: JSON.parse(body.toString()) };
}

const sizes = ({ body }: { body: Buffer }) => `${kB(body.length)}, ${kB(gzipSync(body).length)}`;

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
