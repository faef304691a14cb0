import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { filteredPage } from "./catalogue-size.ts";
import type { Child } from "./child-process.ts";
import { loadDemo, startSite } from "./demo-site.ts";
import { duration, type Measure, measure, ratio, row, warmUpSeconds } from "./measure.ts";
import { pageWeight } from "./page-weight.ts";
import { bodyOf, record, replay } from "./raw-replay.ts";

// Throughput and latency of server-rendered pages through the whole stack, against a bare node:http
// server sending the same bytes, measured in the same run so that the ratio cancels the machine's noise.
// The site serves as in production (page cache on); the home page is also measured with the cache off,
// which is the cost of making a page.

const clientCounts = [10, 50];
const goal = { share: 0.15, p99: 25 };
// Issue 29: pages are asked for as browsers ask, compressed; BENCH_ACCEPT_ENCODING= (empty) asks for none.
const acceptEncoding = process.env.BENCH_ACCEPT_ENCODING ?? "br, gzip";
const asked: Record<string, string> = acceptEncoding ? { "Accept-Encoding": acceptEncoding } : {};

export async function httpBenchmark(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "site-bench-"));
  const children: Child[] = [];
  try {
    // The demo agency, so that pages show what a real site shows (latest offers, configured shell).
    loadDemo(dir);
    // Capacity is measured without refusals (MAX_EVENT_LOOP_LAG_MS=0); the last row shows them.
    const noRefusals = { MAX_EVENT_LOOP_LAG_MS: "0" };
    const { url: site, child } = await startSite(dir, noRefusals);
    children.push(child);
    const uncachedSite = await startSite(dir, { ...noRefusals, PAGE_CACHE_MB: "0" });
    children.push(uncachedSite.child);
    const uncached = uncachedSite.url;
    const guardedSite = await startSite(dir, { PAGE_CACHE_MB: "0" });
    children.push(guardedSite.child);
    // The access log as production writes it (LOG_LEVEL=info), here to /dev/null.
    const loggedSite = await startSite(dir, { ...noRefusals, LOG_LEVEL: "info" });
    children.push(loggedSite.child);

    const paths = ["/fr/", "/fr/a-vendre/", filteredPage, await propertyPath(site), "/nope/"];
    const recorded = await record(site, paths, asked);
    const { url: raw, bytes } = await replay(dir, recorded, children);

    const rows: string[] = [];
    const line = (label: string, ours: Measure, base: Measure, clients: number) => {
      if (base.failures > 0)
        throw new Error(`socket errors or timeouts on raw node:http: ${label}`);
      // The site's own (a request waiting past autocannon's 10 s) are a result: told, not thrown.
      const failed = ours.failures > 0 ? ` (${ours.failures} timeouts or errors)` : "";
      const share = ours.requestsPerSecond / base.requestsPerSecond;
      const met = share >= goal.share && ours.p99 < goal.p99 ? "yes" : "no";
      rows.push(
        `| ${label} | ${clients} | ${row(ours)}${failed} | ${row(base)} | ${ratio(ours.requestsPerSecond, base.requestsPerSecond)} | ${ratio(ours.p99, base.p99)} | ${met} |`,
      );
    };
    for (const path of paths) {
      for (const clients of clientCounts) {
        const ours = await measure(`${site}${path}`, clients, asked);
        const base = await measure(`${raw}${path}`, clients, asked);
        const encoding = recorded[path]?.contentEncoding ?? "identity";
        line(
          `${path} (${recorded[path]?.status}, ${bytes[path]} B ${encoding})`,
          ours,
          base,
          clients,
        );
      }
    }
    for (const clients of clientCounts) {
      const ours = await measure(`${uncached}${paths[0]}`, clients, asked);
      const base = await measure(`${raw}${paths[0]}`, clients, asked);
      line(`${paths[0]} without the page cache`, ours, base, clients);
    }
    for (const path of [paths[0], paths[3]]) {
      const ours = await measure(`${loggedSite.url}${path}`, 50, asked);
      const base = await measure(`${raw}${path}`, 50, asked);
      line(`${path} with the access log`, ours, base, 50);
    }
    const guarded = await measure(`${guardedSite.url}${paths[0]}`, 50, asked);
    const base = await measure(`${raw}${paths[0]}`, 50, asked);
    line(`${paths[0]} without the page cache, overload refusals on`, guarded, base, 50);
    const refused = `${guarded.non2xx} of ${guarded.total} requests refused at once with a 503`;
    const home = bodyOf(recorded[paths[0] ?? ""]).toString();
    const weight = await pageWeight(home, "build/client");
    const listing = bodyOf(recorded[filteredPage]).toString();
    const listingWeight = await pageWeight(listing, "build/client");
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
    return [
      `HTTP: ${duration} s per measure after a ${warmUpSeconds} s warm-up, Accept-Encoding: ${acceptEncoding || "none"}; goal: at least ${goal.share} of raw node:http and p99 under ${goal.p99} ms`,
      "",
      "| page | connections | site req/s, p50, p99 ms | raw node:http req/s, p50, p99 ms | req/s site/raw | p99 site/raw | goal met |",
      "|---|---|---|---|---|---|---|",
      ...rows,
      "",
      `With overload refusals on (the default): ${refused}.`,
      "",
      `Home page assets (gzip): JavaScript ${kb(weight.js)}, CSS ${kb(weight.css)}, in ${weight.files} files (fonts apart).`,
      `Listing ${filteredPage} first-load assets (gzip): JavaScript ${kb(listingWeight.js)}, CSS ${kb(listingWeight.css)}, in ${listingWeight.files} files.`,
    ].join("\n");
  } finally {
    await Promise.all(children.map((child) => child.stop()));
    await rm(dir, { recursive: true, force: true });
  }
}

/** The address of the first property the home page links to. */
export async function propertyPath(site: string): Promise<string> {
  const home = await (await fetch(`${site}/fr/`)).text();
  const path = /href="(\/fr\/a-(?:vendre|louer)\/[^"]+\/\d+\/)"/.exec(home)?.[1];
  if (!path) throw new Error("the home page links to no property");
  return path;
}
