import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { z } from "zod";
import { runCommand } from "#scripts/run-command.ts";
import type { Child } from "./child-process.ts";
import { loadDemo, startSite } from "./demo-site.ts";
import { installTool, runTool } from "./external-tool.ts";

// `npm run lighthouse` (after a build): Lighthouse's mobile audit (simulated slow 4G and a 4x slower
// CPU) of the home page, a listing, a property page and the project page of the demo agency, three
// runs each, in Debian's Chromium. Prints the median of each figure (the goal of docs/requirements.md §16: performance 100).

const version = "13.5.0";
const runs = 3;
const chromeFlags = "--headless=new --no-sandbox --disable-gpu --disable-background-networking";

const reportSchema = z.object({
  categories: z.record(z.string(), z.object({ score: z.number().nullable() })),
  audits: z.record(z.string(), z.object({ numericValue: z.number().optional() })),
});

runCommand(async () => {
  const pkg = await installTool("lighthouse", version);
  const dir = await mkdtemp(join(tmpdir(), "site-lighthouse-"));
  let site: Child | undefined;
  try {
    loadDemo(dir);
    const started = await startSite(dir);
    site = started.child;
    const home = await (await fetch(`${started.url}/fr/`)).text();
    const pages = {
      home: "/fr/",
      listing: "/fr/a-vendre/",
      property: linked(home, /href="(\/fr\/a-vendre\/[^"]+\/\d+\/)"/),
      // The home page links the project's units; the project is the start of their address.
      project: linked(home, /href="(\/fr\/projects\/[^"/]+\/[^"/]+\/\d+\/)/),
    };
    const rows: string[] = [];
    for (const [name, path] of Object.entries(pages)) {
      const results: Audit[] = [];
      for (let run = 0; run < runs; run++) results.push(await audit(pkg, `${started.url}${path}`));
      const median = (pick: (r: Audit) => number) =>
        results.map(pick).sort((a, b) => a - b)[1] ?? 0;
      rows.push(
        `| ${name} (${path}) | ${median((r) => r.performance)} | ${median((r) => r.seo)} | ${median((r) => r.accessibility)} | ${(median((r) => r.fcp) / 1000).toFixed(2)} | ${(median((r) => r.lcp) / 1000).toFixed(2)} | ${median((r) => r.tbt)} | ${median((r) => r.cls).toFixed(3)} |`,
      );
    }
    process.stdout.write(
      [
        `Lighthouse ${version}, mobile, median of ${runs} runs`,
        "",
        "| page | performance | SEO | accessibility | FCP s | LCP s | TBT ms | CLS |",
        "|---|---|---|---|---|---|---|---|",
        ...rows,
        "",
      ].join("\n"),
    );
    return 0;
  } finally {
    await site?.stop();
    await rm(dir, { recursive: true, force: true });
  }
});

interface Audit {
  performance: number;
  seo: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

async function audit(pkg: string, url: string): Promise<Audit> {
  const cli = join(pkg, "cli", "index.js");
  const args = [cli, url, "--output=json", "--quiet", `--chrome-flags=${chromeFlags}`];
  const { code, stdout, stderr } = await runTool(process.execPath, args, {
    CHROME_PATH: "/usr/bin/chromium",
  });
  if (code !== 0) throw new Error(`Lighthouse failed on ${url} (${code}): ${stderr}`);
  const report = reportSchema.parse(JSON.parse(stdout));
  const score = (category: string) => Math.round((report.categories[category]?.score ?? 0) * 100);
  const value = (id: string) => report.audits[id]?.numericValue ?? 0;
  return {
    performance: score("performance"),
    seo: score("seo"),
    accessibility: score("accessibility"),
    fcp: value("first-contentful-paint"),
    lcp: value("largest-contentful-paint"),
    tbt: Math.round(value("total-blocking-time")),
    cls: value("cumulative-layout-shift"),
  };
}

function linked(html: string, pattern: RegExp): string {
  const path = pattern.exec(html)?.[1];
  if (!path) throw new Error(`the home page has no link like ${pattern}`);
  return path;
}
