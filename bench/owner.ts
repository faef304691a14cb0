import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { pageUrl } from "#app/routing/route-table.ts";
import { demoOwnerLogin } from "#scripts/demo/owner.ts";
import type { Child } from "./child-process.ts";
import { loadDemo, startSite } from "./demo-site.ts";
import { duration, type Measure, ratio, row, warmUpSeconds } from "./measure.ts";
import { postLogin } from "./owner-login-client.ts";
import { record, replay } from "./raw-replay.ts";

// docs/requirements.md §15 "Must show": the owner portal's pages (the portal and one property page,
// logged in) against raw node:http answering the same bytes, as bench/http.ts does for the public
// pages. The owners' login under a guessing attack is bench/login-attack.ts.

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
