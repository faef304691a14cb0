import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { openDatabase } from "#app/data/database.server.ts";
import { pageUrl } from "#app/routing/route-table.ts";
import { saveOwner } from "#app/services/owners/owner-accounts.server.ts";
import { demoOwnerLogin } from "#scripts/demo/owner.ts";
import type { Child } from "./child-process.ts";
import { loadDemo, startSite } from "./demo-site.ts";
import { duration, type Measure, ratio, row, warmUpSeconds } from "./measure.ts";
import { type Answer, ms, percentile, pool, postLogin, statuses } from "./owner-login-client.ts";
import { stuffingRun } from "./owner-stuffing.ts";
import { record, replay } from "./raw-replay.ts";

// docs/requirements.md §15 "Must show". (1) Genuine owners' logins while 1,000 wrong logins run against other
// accounts: their p95 against the same logins with no attack, in the same run, and no wrong login let
// in. (2) The owner portal's pages (the portal and one property page, logged in) against raw node:http
// answering the same bytes, as bench/http.ts does for the public pages.

const attempts = 1000;
const attackInFlight = 40;
/** Genuine owners per phase, each logging in once, as owners do, from an address of its own. */
const owners = 300;
const loginsPerOwner = 1;
const genuineInFlight = 2;
const calmSeconds = 8;
const goalMs = 300;
const password = "Genuine-owner-2026";
// Attack targets: half of them accounts that exist, half logins that do not; 25 attempts each.
const attackTargets = 40;

const phases = ["calm", "one", "many"] as const;
type Phase = (typeof phases)[number];
const phaseLabel: Record<Phase, string> = {
  calm: "none (baseline)",
  one: "from one address",
  many: "each from its own address",
};
// The throttle alone (ADR 026, 032, 033): the wave response of ADR 035 would otherwise start in the
// many-address phase and ask these genuine owners, each on a device new to the site, for a mailed
// code. bench/owner-stuffing.ts measures the wave response at the defaults.
const throttleOnly = { LOGIN_WAVE_FAILURES: "100000" };

/** The server's settings and attack concurrency of each run, on the same database with its own accounts. */
const settings: { label: string; env: Record<string, string>; inFlight: number }[] = [
  { label: "throttle only", env: throttleOnly, inFlight: attackInFlight },
  // Fewer attempts in flight than the default limit on pages in flight (16).
  { label: "throttle only", env: throttleOnly, inFlight: 10 },
];

/** The n-th address of a block (the genuine logins, an attack), as the proxy's X-Forwarded-For. */
const addressOf = (block: number, n: number) => `10.${block}.${(n >> 8) & 255}.${n & 255}`;
/** Accounts and address blocks are distinct per run (setting) and phase: nothing is counted twice. */
const block = (run: number, phase: Phase) => run * 10 + phases.indexOf(phase);
const genuineEmail = (run: number, phase: Phase, n: number) =>
  `owner-${block(run, phase)}-${n}@bench.example`;
const targetLogin = (run: number, phase: Phase, n: number) =>
  `${n % 2 === 0 ? "victim" : "nobody"}-${block(run, phase)}-${n}@bench.example`;

const timesOf = (answers: Answer[]) => {
  const times = answers.map((answer) => answer.ms);
  return `p50 ${ms(percentile(times, 50))}, max ${ms(Math.max(...times))}`;
};

/** The attack of a phase: wrong passwords, the run's count in flight, against 40 logins nobody genuine uses. */
async function attack(site: string, run: number, phase: Phase) {
  const started = performance.now();
  const list = await pool(attempts, settings[run]?.inFlight ?? attackInFlight, (n) => {
    const address = addressOf(100 + block(run, phase), phase === "one" ? 1 : n);
    return postLogin(site, targetLogin(run, phase, n % attackTargets), `wrong-${n}`, address);
  });
  return { list, seconds: (performance.now() - started) / 1000 };
}

/** One phase: the genuine logins, 2 at a time, for as long as its attack runs (or 8 s without one). */
async function phaseRow(site: string, run: number, phase: Phase, calmP95: number, label: string) {
  let over = false;
  const attacked = phase === "calm" ? undefined : attack(site, run, phase);
  void (attacked ?? new Promise((resolve) => setTimeout(resolve, calmSeconds * 1000))).then(() => {
    over = true;
  });
  const genuine = await pool(
    owners * loginsPerOwner,
    genuineInFlight,
    (n) =>
      postLogin(
        site,
        genuineEmail(run, phase, n % owners),
        password,
        addressOf(block(run, phase), n),
      ),
    () => over,
  );
  const done = await attacked;
  const letIn = genuine.filter((answer) => answer.status === 303 && answer.session);
  const p95 = percentile(
    letIn.map((answer) => answer.ms),
    95,
  );
  const refused = genuine.length - letIn.length;
  const goalMet = p95 < goalMs && refused === 0 ? "yes" : "no";
  const list = done?.list ?? [];
  const failed = list.filter((answer) => answer.status === 200);
  const throttled = list.filter((answer) => answer.status === 429);
  const wrongIn = list.filter((answer) => answer.session || answer.status === 303).length;
  const attackCells = done
    ? [
        `${list.length} in ${done.seconds.toFixed(1)} s`,
        `${failed.length} (${timesOf(failed)})`,
        `${throttled.length} (${timesOf(throttled)})`,
        list.length - failed.length - throttled.length - wrongIn,
        wrongIn,
      ]
    : ["none", "-", "-", "-", "-"];
  const cells = [
    label,
    phaseLabel[phase],
    `${genuine.length} (${refused})`,
    ms(
      percentile(
        letIn.map((answer) => answer.ms),
        50,
      ),
    ),
    ms(p95),
    Number.isFinite(p95) ? ratio(p95, calmP95 || p95) : "n/a",
    goalMet,
    ...attackCells,
  ];
  const note = `${label}, attack ${phaseLabel[phase]}: genuine ${statuses(genuine)}${done ? `; attack ${statuses(list)}` : ""}.`;
  return { line: `| ${cells.join(" | ")} |`, note, p95 };
}

export async function ownerLoginBenchmark(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "site-bench-owner-login-"));
  let site: { url: string; child: Child } | undefined;
  try {
    loadDemo(dir);
    await addOwners(dir);
    const lines: string[] = [];
    const notes: string[] = [];
    for (const [run, { label, env, inFlight }] of settings.entries()) {
      // Each client address is the last of X-Forwarded-For, as behind the agency's reverse proxy.
      site = await startSite(dir, { TRUST_PROXY: "127.0.0.1,::1", ...env });
      let calmP95 = 0;
      for (const phase of phases) {
        const runLabel = `${label}, ${inFlight} in flight`;
        const { line, note, p95 } = await phaseRow(site.url, run, phase, calmP95, runLabel);
        if (phase === "calm") calmP95 = p95;
        lines.push(line);
        notes.push(`- ${note}`);
      }
      await site.child.stop();
      site = undefined;
    }
    const stuffing = await stuffingRun(dir);
    return [
      `Owner login (POST /en/login/): genuine owners logging in ${genuineInFlight} at a time, each login from its own address, while ${attempts} wrong logins run against ${attackTargets} other logins (half of them existing accounts); goal: genuine p95 under ${goalMs} ms, every genuine owner let in and no wrong login let in. Latencies of the logins let in.`,
      "",
      '| server settings, attack attempts in flight | attack | genuine logins (not let in) | genuine p50 ms | genuine p95 ms | p95 / no attack | goal met | attack attempts | answered "failed" (200), ms | throttled (429), ms | busy (503) or other | wrong logins let in |',
      "|---|---|---|---|---|---|---|---|---|---|---|---|",
      ...lines,
      "",
      "Answers by status:",
      "",
      ...notes,
      "",
      stuffing,
    ].join("\n");
  } finally {
    await site?.child.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

/** The genuine owners of every run and phase and the attacks' existing accounts, in the bench's database. */
async function addOwners(dir: string): Promise<void> {
  const { db } = openDatabase({ dataDir: dir });
  try {
    const now = new Date();
    const accounts = settings.flatMap((_, run) =>
      phases.flatMap((phase) => [
        ...Array.from({ length: owners }, (_, n) => genuineEmail(run, phase, n)),
        ...Array.from({ length: attackTargets / 2 }, (_, n) => targetLogin(run, phase, n * 2)),
      ]),
    );
    await pool(accounts.length, 4, (n) =>
      saveOwner(
        db,
        { email: accounts[n] ?? "", displayName: `Owner ${n}`, password, propertyIds: [] },
        now,
      ),
    );
  } finally {
    await db.destroy();
  }
}

const clientCounts = [10, 50];

/** A page measured with the owner's session cookie: a warm-up, then the measure. */
async function measureLoggedIn(url: string, clients: number, cookie: string): Promise<Measure> {
  const load = (seconds: number) =>
    autocannon({ url, connections: clients, duration: seconds, headers: { cookie } });
  await load(warmUpSeconds);
  const { requests, latency, errors, timeouts, non2xx } = await load(duration);
  const failures = errors + timeouts;
  return {
    requestsPerSecond: requests.average,
    ...latency,
    failures,
    non2xx,
    total: requests.total,
  };
}

export async function ownerPortalBenchmark(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "site-bench-owner-portal-"));
  const children: Child[] = [];
  try {
    loadDemo(dir);
    // Capacity without refusals, as in bench/http.ts: an owner page is never cached, so at 50
    // connections the limit on pages in flight (16) would refuse most of them; the last row has it on.
    const unlimited = { MAX_EVENT_LOOP_LAG_MS: "0", MAX_PAGES_IN_FLIGHT: "1000" };
    const { url: site, child } = await startSite(dir, unlimited);
    children.push(child);
    const guarded = await startSite(dir);
    children.push(guarded.child);
    // The demo owner logs in once; the cookie stays valid for 30 minutes without a page, from the login.
    const login = await postLogin(site, demoOwnerLogin.email, demoOwnerLogin.password, "127.0.0.1");
    if (!login.session) throw new Error(`the demo owner's login answered ${login.status}`);
    const portal = pageUrl("ownerPortal", "fr");
    const portalPage = await fetch(`${site}${portal}`, { headers: { cookie: login.cookie } });
    const portalHtml = await portalPage.text();
    const property = new RegExp(`href="(${portal}\\d+/)"`).exec(portalHtml)?.[1];
    if (portalPage.status !== 200 || !property)
      throw new Error(`the portal answered ${portalPage.status} with no property`);
    const paths = [portal, property];

    const pages = await record(site, paths, { cookie: login.cookie });
    for (const [path, page] of Object.entries(pages))
      if (page.status !== 200) throw new Error(`${path} answered ${page.status}`);
    const raw = await replay(dir, pages, children);
    const rows: string[] = [];
    const compare = async (label: string, url: string, path: string, clients: number) => {
      const ours = await measureLoggedIn(`${url}${path}`, clients, login.cookie);
      const base = await measureLoggedIn(`${raw.url}${path}`, clients, login.cookie);
      if (ours.failures + base.failures > 0) throw new Error(`socket errors or timeouts: ${path}`);
      rows.push(
        `| ${path} (${raw.bytes[path]} B)${label} | ${clients} | ${row(ours)} | ${row(base)} | ${ratio(ours.requestsPerSecond, base.requestsPerSecond)} | ${ratio(ours.p99, base.p99)} | ${ours.non2xx} of ${ours.total} |`,
      );
    };
    for (const path of paths)
      for (const clients of clientCounts) await compare("", site, path, clients);
    await compare(", overload refusals on (defaults)", guarded.url, portal, 50);
    return [
      `Owner portal, logged in as the demo owner: ${duration} s per measure after a ${warmUpSeconds} s warm-up, no compression asked, the session cookie sent with every request`,
      "",
      "| page | connections | site req/s, p50, p99 ms | raw node:http req/s, p50, p99 ms | req/s site/raw | p99 site/raw | site answers not 2xx |",
      "|---|---|---|---|---|---|---|",
      ...rows,
    ].join("\n");
  } finally {
    await Promise.all(children.map((child) => child.stop()));
    await rm(dir, { recursive: true, force: true });
  }
}
