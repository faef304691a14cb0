import { spawnSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { openDatabase } from "#app/data/database.server.ts";
import { readInboxFilter } from "#app/model/leads/lead-inbox-filter.ts";
import { leadInboxPage } from "#app/services/admin/lead-inbox.server.ts";
import { generatedPerson } from "#tests/support/inbox-leads.ts";
import { seedInbox } from "./admin-inbox-data.ts";
import type { Child } from "./child-process.ts";
import { startSite } from "./demo-site.ts";
import { duration, type Measure, ratio, row, warmUpSeconds } from "./measure.ts";
import { percentile } from "./owner-login-client.ts";
import { record, replay } from "./raw-replay.ts";

// docs/requirements.md §17 (issue 26 "Done means"), ADR 051: the leads inbox at 100,000 leads against
// the same page at 1,000 leads, in one run: (1) the page's use case in process, p50 and p95 of each
// filter; (2) pages under 10 connections, logged in, against raw node:http answering the same bytes;
// (3) the CSV export of 1,000, 10,000 and 100,000 leads: time and peak memory, in a process each.
// Goal: a filtered page at 100,000 leads within 1.5x of the same page at 1,000; the export's memory flat.

const sizes = [1_000, 10_000, 100_000] as const;
const goal = 1.5;
const runs = 100;

/**
 * Each filter as the URL writes it; `size` picks the lead a rare search looks for in that list (its
 * e-mail and phone number are the only ones of their kind: tests/support/inbox-leads.ts).
 */
function filters(newest: Date, size: number): { label: string; query: string }[] {
  const person = generatedPerson(Math.floor(size / 2));
  const day = (ago: number) =>
    new Date(newest.getTime() - ago * 86_400_000)
      .toLocaleString("sv-SE", { timeZone: "Europe/Brussels" })
      .slice(0, 10);
  return [
    { label: "no filter (all but spam)", query: "" },
    { label: "form", query: "form=contact-demand" },
    { label: "status", query: "status=in_progress" },
    { label: "status spam", query: "status=spam" },
    { label: "agent", query: "agent=1" },
    { label: "unassigned", query: "agent=unassigned" },
    { label: "property id", query: "listing=1005" },
    { label: "project id", query: "listing=9002" },
    { label: "last 7 days", query: `from=${day(6)}&to=${day(0)}` },
    { label: "not verified", query: "verified=no" },
    { label: "text: a surname", query: "q=peeters" },
    { label: "text: one e-mail", query: `q=${encodeURIComponent(person.email)}` },
    {
      label: "text: part of an e-mail",
      query: `q=${encodeURIComponent(person.email.split("@")[0] ?? "")}%40`,
    },
    { label: "text: a phone number", query: `q=${encodeURIComponent(person.phone)}` },
    { label: "text: one e-mail, an agent", query: `agent=1&q=${encodeURIComponent(person.email)}` },
    {
      label: "text: part of a phone number",
      query: `q=${encodeURIComponent(person.phone.slice(5))}`,
    },
    { label: "combined", query: "form=contact-appointment&status=done&verified=yes&q=0475" },
  ];
}
/**
 * `BENCH_ADMIN_RARE=1`: only the rows whose cost once followed the table, in process, at 1,000 and
 * 100,000 leads (the free texts through the trigram index, the common ones it must not slow down, and a
 * property's or project's leads; ADR 051), no pages, no export.
 */
const rareOnly = process.env.BENCH_ADMIN_RARE === "1";
const rareLabels = [
  "property id",
  "project id",
  "text: a surname",
  "text: one e-mail",
  "text: part of an e-mail",
  "text: a phone number",
  "text: one e-mail, an agent",
  "text: part of a phone number",
  "combined",
];

/** The filters measured as pages too (each page measure takes a few seconds per server). */
const pageLabels = [
  "no filter (all but spam)",
  "form",
  "agent",
  "text: a surname",
  "text: one e-mail",
  "text: a phone number",
  "combined",
];

async function timeUseCase(dir: string, query: string) {
  const { db } = openDatabase({ dataDir: dir });
  try {
    const { filter, cursor } = readInboxFilter(new URLSearchParams(query));
    const times: number[] = [];
    for (let i = 0; i < runs + 10; i++) {
      const start = performance.now();
      await leadInboxPage(db, filter, cursor);
      if (i >= 10) times.push(performance.now() - start);
    }
    return { p50: percentile(times, 50), p95: percentile(times, 95) };
  } finally {
    await db.destroy();
  }
}

async function measureLoggedIn(url: string, cookie: string): Promise<Measure> {
  const load = (seconds: number) =>
    autocannon({ url, connections: 10, duration: seconds, headers: { cookie } });
  await load(warmUpSeconds);
  const { requests, latency, errors, timeouts, non2xx } = await load(duration);
  return {
    requestsPerSecond: requests.average,
    ...latency,
    failures: errors + timeouts,
    non2xx,
    total: requests.total,
  };
}

function exportRun(dir: string) {
  const run = spawnSync(process.execPath, ["--expose-gc", "bench/lead-export-run.ts"], {
    env: { ...process.env, DATA_DIR: dir },
    encoding: "utf8",
  });
  if (run.status !== 0) throw new Error(`export run failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as {
    rows: number;
    bytes: number;
    seconds: number;
    rssGrowthMb: number;
    heapGrowthMb: number;
  };
}

export async function adminBenchmark(): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), "site-bench-admin-"));
  const children: Child[] = [];
  const newest = new Date();
  try {
    const dirs = new Map<number, string>();
    const cookies = new Map<number, string>();
    for (const size of rareOnly ? [sizes[0], sizes[2]] : sizes) {
      const dir = join(root, String(size));
      dirs.set(size, dir);
      cookies.set(size, await seedInbox(dir, size, newest));
    }
    const small = sizes[0];
    const large = sizes[2];
    const dirOf = (size: number) => dirs.get(size) ?? "";

    // (1) In process: the page's use case, each filter, at 1,000 and 100,000 leads.
    const useCaseRows: string[] = [];
    const smallFilters = filters(newest, small);
    const largeFilters = filters(newest, large);
    // The second page: the leads older than the 50th of the list, in each database.
    const secondPage = async (size: number) => {
      const { db } = openDatabase({ dataDir: dirOf(size) });
      const first = await leadInboxPage(db, {}, undefined);
      await db.destroy();
      return { label: "second page (older)", query: `older=${first.older}` };
    };
    smallFilters.push(await secondPage(small));
    largeFilters.push(await secondPage(large));
    for (const [i, { label, query }] of smallFilters.entries()) {
      if (rareOnly && !rareLabels.includes(label)) continue;
      const a = await timeUseCase(dirOf(small), query);
      const b = await timeUseCase(dirOf(large), largeFilters[i]?.query ?? query);
      const r = b.p95 / a.p95;
      useCaseRows.push(
        `| ${label} | ${a.p50.toFixed(2)}, ${a.p95.toFixed(2)} | ${b.p50.toFixed(2)}, ${b.p95.toFixed(2)} | ${r.toFixed(2)} | ${r <= goal ? "yes" : "no"} |`,
      );
    }

    const useCaseTable = [
      `In process, the page's use case (services/admin/lead-inbox.server.ts: 50 leads and the staff list), ${runs} runs after 10:`,
      "",
      `| filter | ${small.toLocaleString("en")} leads p50, p95 ms | ${large.toLocaleString("en")} leads p50, p95 ms | p95 ${large.toLocaleString("en")} / ${small.toLocaleString("en")} | within ${goal}x |`,
      "|---|---|---|---|---|",
      ...useCaseRows,
    ];
    if (rareOnly) return useCaseTable.join("\n");

    // (2) Pages under 10 connections, logged in as an agent, at 1,000 and 100,000 leads, and raw node:http.
    const unlimited = { MAX_EVENT_LOOP_LAG_MS: "0", MAX_PAGES_IN_FLIGHT: "1000" };
    const smallSite = await startSite(dirOf(small), unlimited);
    children.push(smallSite.child);
    const largeSite = await startSite(dirOf(large), unlimited);
    children.push(largeSite.child);
    const path = (query: string) => `/admin/leads/${query ? `?${query}` : ""}`;
    const measured = pageLabels.map((label) => ({
      label,
      small: path(smallFilters.find((f) => f.label === label)?.query ?? ""),
      large: path(largeFilters.find((f) => f.label === label)?.query ?? ""),
    }));
    const largeCookie = cookies.get(large) ?? "";
    const smallCookie = cookies.get(small) ?? "";
    const pages = await record(
      largeSite.url,
      measured.map((m) => m.large),
      { cookie: largeCookie },
    );
    for (const [p, page] of Object.entries(pages))
      if (page.status !== 200) throw new Error(`${p} answered ${page.status}`);
    const raw = await replay(root, pages, children);
    const pageRows: string[] = [];
    for (const m of measured) {
      const a = await measureLoggedIn(`${smallSite.url}${m.small}`, smallCookie);
      const b = await measureLoggedIn(`${largeSite.url}${m.large}`, largeCookie);
      const base = await measureLoggedIn(`${raw.url}${m.large}`, largeCookie);
      if (a.failures + b.failures + base.failures > 0) throw new Error(`socket errors: ${m.label}`);
      if (a.non2xx + b.non2xx > 0) throw new Error(`answers not 2xx: ${m.label}`);
      const slower = a.requestsPerSecond / b.requestsPerSecond;
      pageRows.push(
        `| ${m.label} (${raw.bytes[m.large]} B) | ${row(a)} | ${row(b)} | ${row(base)} | ${slower.toFixed(2)} | ${ratio(b.requestsPerSecond, base.requestsPerSecond)} | ${slower <= goal ? "yes" : "no"} |`,
      );
    }
    await Promise.all(children.splice(0).map((child) => child.stop()));

    // (3) The export, each size in a process of its own.
    const exportRows = sizes.map((size) => {
      const run = exportRun(dirOf(size));
      return `| ${size.toLocaleString("en")} | ${run.rows.toLocaleString("en")} | ${(run.bytes / 2 ** 20).toFixed(1)} MB | ${run.seconds.toFixed(2)} | ${Math.round(run.rows / run.seconds).toLocaleString("en")} | ${run.rssGrowthMb.toFixed(1)} | ${run.heapGrowthMb.toFixed(1)} |`;
    });

    return [
      `Leads inbox (SQLite), ${sizes.map((s) => s.toLocaleString("en")).join(", ")} leads (one every 5 minutes, 9 forms, 4 statuses, 3 agents, 400 properties); goal: each filtered page at ${large.toLocaleString("en")} leads within ${goal}x of the same page at ${small.toLocaleString("en")}.`,
      "",
      ...useCaseTable,
      "",
      `Pages, logged in as an agent, 10 connections, ${duration} s after a ${warmUpSeconds} s warm-up; raw node:http answers the ${large.toLocaleString("en")}-lead page's bytes:`,
      "",
      `| page | ${small.toLocaleString("en")} leads req/s, p50, p99 ms | ${large.toLocaleString("en")} leads req/s, p50, p99 ms | raw node:http req/s, p50, p99 ms | req/s ${small.toLocaleString("en")} / ${large.toLocaleString("en")} | req/s site / raw | within ${goal}x |`,
      "|---|---|---|---|---|---|---|",
      ...pageRows,
      "",
      "CSV export of every lead but spam (services/admin/lead-export.server.ts through app/http/csv.ts), a process each:",
      "",
      "| leads stored | rows | size | seconds | rows/s | peak RSS growth MB | heap held after a full GC, growth MB |",
      "|---|---|---|---|---|---|---|",
      ...exportRows,
    ].join("\n");
  } finally {
    await Promise.all(children.map((child) => child.stop()));
    await rm(root, { recursive: true, force: true });
  }
}
