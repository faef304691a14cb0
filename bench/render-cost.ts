import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { filteredPage } from "./catalogue-size.ts";
import type { Child } from "./child-process.ts";
import { loadDemo, startSite } from "./demo-site.ts";
import { propertyPath } from "./http.ts";
import { ratio } from "./measure.ts";
import { record, replay } from "./raw-replay.ts";

// What making a page costs: the CPU time the server process spends per request with the page cache
// off (what an owner's pages, a filtered listing not asked before and every page after an import
// cost), against the bare node:http server sending the same bytes, in the same run. CPU time, not
// requests per second: it moves far less with what else the machine is doing.

const requests = 300;
const clients = 2;
/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const ticksPerSecond = 100;

export async function renderCostBenchmark(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "site-bench-render-"));
  const children: Child[] = [];
  try {
    loadDemo(dir);
    const site = await startSite(dir, { MAX_EVENT_LOOP_LAG_MS: "0", PAGE_CACHE_MB: "0" });
    children.push(site.child);
    const paths = ["/fr/", filteredPage, await propertyPath(site.url), "/nope/"];
    const recorded = await record(site.url, paths);
    const raw = await replay(dir, recorded, children);

    const rows: string[] = [];
    for (const path of paths) {
      const ours = await cpuPerRequest(site.child, `${site.url}${path}`, requests);
      // Ten times as many: the raw server's time is counted in ticks of 10 ms.
      const base = await cpuPerRequest(raw.child, `${raw.url}${path}`, requests * 10);
      rows.push(
        `| ${path} (${recorded[path]?.status}, ${raw.bytes[path]} B) | ${ours.toFixed(2)} | ${base.toFixed(3)} | ${ratio(ours, base)} |`,
      );
    }
    return [
      `Making a page: server CPU time per request, page cache off, ${requests} requests (raw server: ${requests * 10}) at ${clients} connections after as many unmeasured`,
      "",
      "| page | site CPU ms per request | raw node:http CPU ms per request | site/raw |",
      "|---|---|---|---|",
      ...rows,
    ].join("\n");
  } finally {
    await Promise.all(children.map((child) => child.stop()));
    await rm(dir, { recursive: true, force: true });
  }
}

/** The CPU milliseconds (user and system, every thread) a process spends per request of `url`. */
async function cpuPerRequest(child: Child, url: string, amount: number): Promise<number> {
  await autocannon({ url, connections: clients, amount });
  const before = cpuTicks(child);
  const result = await autocannon({ url, connections: clients, amount });
  if (result.errors + result.timeouts > 0) throw new Error(`socket errors or timeouts: ${url}`);
  return ((cpuTicks(child) - before) * 1000) / ticksPerSecond / amount;
}

function cpuTicks(child: Child): number {
  const stat = readFileSync(`/proc/${child.process.pid}/stat`, "utf8");
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return Number(fields[11]) + Number(fields[12]);
}
