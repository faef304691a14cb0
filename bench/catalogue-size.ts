import { spawnSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { demoSnapshot } from "#scripts/demo/catalogue.ts";
import type { Child } from "./child-process.ts";
import { loadDemo, startSite } from "./demo-site.ts";
import { connections, duration, type Measure, measure, ratio, row } from "./measure.ts";

// How the pages that list properties grow with the catalogue (docs/requirements.md §16): the home page (latest offers,
// stats) and the For sale listing, served on the demo agency (100 properties) and on the same agency
// with 10,000 properties imported through `npm run import`. The baseline is the site itself at 100
// properties, measured in the same run; target: at most 1.5 times the time per request at 10,000.

// docs/requirements.md §12: page 3 of the listing sorted by price, plain and narrowed to two types (41 of the demo's 66).
export const sortedPage = "/fr/a-vendre/?sort=price-asc&page=3";
export const filteredPage = "/fr/a-vendre/?type=1&type=2&sort=price-asc&page=3";
const paths = ["/fr/", "/fr/a-vendre/", sortedPage, filteredPage];
export const large = 10_000;
/** The demo's eight project units come on top of its listings (scripts/demo/catalogue.ts). */
const projectUnits = 8;
const targetSlowdown = 1.5;

export function catalogueSizeBenchmark(): Promise<string> {
  // Without the page cache: what grows with the catalogue is the making of a page.
  return withCatalogueSizes(
    "size",
    { PAGE_CACHE_MB: "0" },
    async ({ small, large: big }, imported) => {
      const rows: string[] = [];
      for (const path of paths) {
        for (const site of [small, big]) {
          const res = await fetch(`${site}${path}`);
          await res.arrayBuffer();
          if (res.status !== 200) throw new Error(`${site}${path} answered ${res.status}`);
        }
        const before = await measure(`${small}${path}`);
        const after = await measure(`${big}${path}`);
        if (before.failures + after.failures > 0)
          throw new Error(`socket errors or timeouts on ${path}`);
        rows.push(
          `| ${path} | ${row(before)} | ${row(after)} | ${ratio(after.requestsPerSecond, before.requestsPerSecond)} | ${ratio(after.p99, before.p99)} | ${verdict(before, after)} |`,
        );
      }
      return [
        `Catalogue size: ${connections} connections, ${duration} s per measure after a warm-up; SQLite; ${imported}`,
        "",
        `| page | 100 properties req/s, p50, p99 ms | ${large} properties req/s, p50, p99 ms | req/s ${large}/100 | p99 ${large}/100 | time per request within ${targetSlowdown}x |`,
        "|---|---|---|---|---|---|",
        ...rows,
      ].join("\n");
    },
  );
}

/**
 * The demo agency (100 properties) and the same agency with `large` properties, each served by the
 * production server with `env`; `run` gets both base URLs and the import's summary line.
 */
export async function withCatalogueSizes<T>(
  name: string,
  env: Record<string, string>,
  run: (sites: { small: string; large: string }, imported: string) => Promise<T>,
): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), `site-bench-${name}-`));
  const children: Child[] = [];
  try {
    const smallDir = join(dir, "small");
    const largeDir = join(dir, "large");
    loadDemo(smallDir);
    loadDemo(largeDir);
    const imported = await importLargeCatalogue(largeDir);
    const sites: string[] = [];
    for (const dataDir of [smallDir, largeDir]) {
      const site = await startSite(dataDir, env);
      children.push(site.child);
      sites.push(site.url);
    }
    const [small = "", big = ""] = sites;
    return await run({ small, large: big }, imported);
  } finally {
    await Promise.all(children.map((child) => child.stop()));
    await rm(dir, { recursive: true, force: true });
  }
}

const verdict = (before: Measure, after: Measure) =>
  before.requestsPerSecond / after.requestsPerSecond <= targetSlowdown ? "yes" : "no";

/**
 * Replaces the demo's catalogue with a generated one of `large` properties (the demo's own generator,
 * photos shared with the demo library), through the real import with --full; returns its summary line.
 */
export async function importLargeCatalogue(dataDir: string): Promise<string> {
  // The demo load counts dates back from the start of today; the large catalogue does the same.
  const today = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`);
  const snapshot = demoSnapshot({ seed: 2026, today, listings: large - projectUnits });
  // Beside the demo's snapshot, so that its relative photo paths name the demo's photo library.
  const file = join(dataDir, "demo", `catalogue-${large}.json`);
  await writeFile(file, JSON.stringify(snapshot));
  const run = spawnSync(process.execPath, ["scripts/import.ts", file, "--full"], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: "utf8",
  });
  if (run.status !== 0) throw new Error(`import failed: ${run.stderr}`);
  return run.stdout.trim();
}
