import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { loadDemo, startSite } from "./demo-site.ts";

// Memory over a long run (issue 9: RSS grew from 233 to 501 MB in 60 s at 50 connections). Fifty
// connections ask for the home page, the listing with thousands of different query strings (each a
// page cache entry), property pages and 404s, for BENCH_SOAK_SECONDS (300 by default); the server's
// resident memory is read every 15 s, then after 30 s of rest. The baseline is the same server's
// memory after its start, in the same run.

const seconds = Number(process.env.BENCH_SOAK_SECONDS ?? 300);
const sampleEverySeconds = 15;
const restSeconds = 30;
const clients = 50;

export async function soakBenchmark(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "site-bench-soak-"));
  loadDemo(dir);
  const site = await startSite(dir);
  try {
    const pid = site.child.process.pid ?? 0;
    const started = await residentMb(pid);
    const samples: [string, number][] = [["after start", started]];
    let counter = 0;
    const load = autocannon({
      url: site.url,
      connections: clients,
      duration: seconds,
      requests: [
        {
          setupRequest: (request) => {
            counter++;
            const paths = [
              "/fr/",
              `/fr/a-vendre/?page=${counter % 5000}`,
              "/nl/te-koop/",
              `/de/nichts-${counter % 50}/`,
            ];
            return { ...request, path: paths[counter % paths.length] ?? "/fr/" };
          },
        },
      ],
    });
    for (let t = sampleEverySeconds; t <= seconds; t += sampleEverySeconds) {
      await sleep(sampleEverySeconds);
      samples.push([`${t} s of load`, await residentMb(pid)]);
    }
    const result = await load;
    await sleep(restSeconds);
    samples.push([`${restSeconds} s of rest`, await residentMb(pid)]);
    const peak = Math.max(...samples.map(([, mb]) => mb));
    return [
      `Soak: ${clients} connections for ${seconds} s, ${result.requests.total} requests (${result.non2xx} not 2xx: the 404s), ${result.errors + result.timeouts} errors or time-outs; page cache 64 MB`,
      "",
      "| moment | RSS MB | RSS / after start |",
      "|---|---|---|",
      ...samples.map(([moment, mb]) => `| ${moment} | ${mb} | ${(mb / started).toFixed(2)} |`),
      "",
      `Peak ${peak} MB.`,
    ].join("\n");
  } finally {
    await site.child.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

async function residentMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

const sleep = (s: number) => new Promise((resolve) => setTimeout(resolve, s * 1000));
