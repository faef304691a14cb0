import { gzipSync } from "node:zlib";
import type { MapData } from "#app/model/listing-map/map-data.ts";
import { large, withCatalogueSizes } from "./catalogue-size.ts";
import { connections, duration, type Measure, measure, ratio, row } from "./measure.ts";

// What opening the listings' map costs a visitor (ADR 016): the map data of the French For sale
// list, plain and gzipped (gzip level 6 in Node, as a proxy for what the server's compression sends), on
// the demo agency (100 properties) and on the same agency with 10,000 properties, in one run; then what
// opening a marker (one card) and a spot of 8 properties (8 cards) fetch; and what making the map file
// costs the server under load (issue 28 defect 10: its points are cached per content version).

const mapFile = "/listing-map/fr/sale.json";

export function mapDataBenchmark(): Promise<string> {
  return withCatalogueSizes("map", {}, async (sites, imported) => {
    const rows: string[] = [];
    const loads: Measure[] = [];
    for (const [properties, site] of [
      [100, sites.small],
      [large, sites.large],
    ] as const) {
      const map = await fetchJson(`${site}${mapFile}`);
      const ids = (map.json as MapData).points.map(([id]) => `id=${id}`);
      const cards = (count: number) =>
        fetchJson(`${site}/listing-map/fr/cards.json?${ids.slice(0, count).join("&")}`);
      rows.push(
        `| ${properties} | ${ids.length}, ${sizes(map)} | ${sizes(await cards(1))} | ${sizes(await cards(8))} |`,
      );
      loads.push(await measure(`${site}${mapFile}`));
    }
    const [small, big] = loads.map((load) => load.requestsPerSecond);
    return [
      `Map data (${mapFile}); SQLite; ${imported}`,
      "",
      "| properties | map file: markers, plain, gzipped | 1 card: plain, gzipped | 8 cards: plain, gzipped |",
      "|---|---|---|---|",
      ...rows,
      "",
      `Making the map file: ${connections} connections, ${duration} s per measure after a warm-up`,
      "",
      `| 100 properties req/s, p50, p99 ms | ${large} properties req/s, p50, p99 ms | req/s ${large}/100 |`,
      "|---|---|---|",
      `| ${loads.map(row).join(" | ")} | ${ratio(big ?? 0, small ?? 0)} |`,
    ].join("\n");
  });
}

async function fetchJson(url: string): Promise<{ body: Buffer; json: unknown }> {
  const res = await fetch(url);
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  const body = Buffer.from(await res.arrayBuffer());
  return { body, json: JSON.parse(body.toString()) };
}

const sizes = ({ body }: { body: Buffer }) => `${kB(body.length)}, ${kB(gzipSync(body).length)}`;

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
