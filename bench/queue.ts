import { mkdtemp, rm } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { filteredPage } from "./catalogue-size.ts";
import type { Child } from "./child-process.ts";
import { loadDemo, startSite } from "./demo-site.ts";
import { propertyPath } from "./http.ts";
import { duration, measure } from "./measure.ts";

// Issue 29, ADR 068: 50 connections on an instance without the page cache, with the overload guard's
// defaults (16 pages at once, a wait of a second at most): how many visitors get the 503, and the p99
// of all answers, per page. Before the queue, every page refused thousands at once.

const clients = 50;

export async function queueBenchmark(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "site-bench-"));
  const children: Child[] = [];
  try {
    loadDemo(dir);
    const site = await startSite(dir, { PAGE_CACHE_MB: "0" });
    children.push(site.child);
    const paths = ["/fr/", "/fr/a-vendre/", filteredPage, await propertyPath(site.url)];
    const load = loadavg()[0]?.toFixed(1);
    const rows: string[] = [];
    for (const path of paths) {
      // Timeouts (10 s) are an outcome here, not a fault of the measure: a busy machine's answer.
      const m = await measure(`${site.url}${path}`, clients);
      rows.push(
        `| ${path} | ${Math.round(m.requestsPerSecond)} | ${m.p50} | ${m.p99} | ${m.non2xx} of ${m.total} | ${m.failures} |`,
      );
    }
    return [
      `Without the page cache, overload guard at its defaults, ${clients} connections, ${duration} s per page; load average ${load} at the start`,
      "",
      "| page | req/s | p50 ms | p99 ms | 503 answers | timeouts and socket errors |",
      "|---|---|---|---|---|---|",
      ...rows,
    ].join("\n");
  } finally {
    await Promise.all(children.map((child) => child.stop()));
    await rm(dir, { recursive: true, force: true });
  }
}
