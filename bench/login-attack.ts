import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Kysely } from "kysely";
import { openDatabase } from "#app/data/database.server.ts";
import type { Database } from "#app/data/schema.ts";
import { saveStaff } from "#app/services/admin/staff-accounts.server.ts";
import { saveOwner } from "#app/services/owners/owner-accounts.server.ts";
import type { Child } from "./child-process.ts";
import { loadDemo, startSite } from "./demo-site.ts";
import { ratio } from "./measure.ts";
import {
  type Answer,
  type LoginDoor,
  ms,
  ownerDoor,
  percentile,
  pool,
  postLogin,
  staffDoor,
  statuses,
} from "./owner-login-client.ts";
import { stuffingRun } from "./owner-stuffing.ts";

// docs/requirements.md §15 "Must show", and §17 for the staff desk: genuine logins while 1,000 wrong
// logins run against other accounts, their p95 against the same logins with no attack, in the same
// run, and no wrong login let in. The owners' login and the desk's are measured alike: the same
// throttle and gate stand before both (ADR 032, 033, 049).

const attempts = 1000;
const attackInFlight = 40;
/** Genuine accounts per phase, each logging in once, from an address of its own. */
const genuineCount = 300;
const genuineInFlight = 2;
const calmSeconds = 8;
const goalMs = 300;
const password = "Genuine-account-2026";
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

/** One kind of account's login: its form, and how the bench's accounts are made. */
interface LoginUnderTest {
  door: LoginDoor;
  /** "Owner", "Staff": in the accounts' e-mail addresses and the report. */
  name: string;
  save(db: Kysely<Database>, email: string, n: number, now: Date): Promise<unknown>;
}

const owners: LoginUnderTest = {
  door: ownerDoor,
  name: "Owner",
  save: (db, email, n, now) =>
    saveOwner(db, { email, displayName: `Owner ${n}`, password, propertyIds: [] }, now),
};

// Agents: an admin's login goes on to the two-step code, which a genuine login has and a guess has not.
const staff: LoginUnderTest = {
  door: staffDoor,
  name: "Staff",
  save: (db, email, n, now) =>
    saveStaff(db, { email, name: `Agent ${n}`, role: "agent", password }, now),
};

/** The n-th address of a block (the genuine logins, an attack), as the proxy's X-Forwarded-For. */
const addressOf = (block: number, n: number) => `10.${block}.${(n >> 8) & 255}.${n & 255}`;
/** Accounts and address blocks are distinct per run (setting) and phase: nothing is counted twice. */
const block = (run: number, phase: Phase) => run * 10 + phases.indexOf(phase);
const genuineEmail = (run: number, phase: Phase, n: number) =>
  `genuine-${block(run, phase)}-${n}@bench.example`;
const targetLogin = (run: number, phase: Phase, n: number) =>
  `${n % 2 === 0 ? "victim" : "nobody"}-${block(run, phase)}-${n}@bench.example`;

const timesOf = (answers: Answer[]) => {
  const times = answers.map((answer) => answer.ms);
  return `p50 ${ms(percentile(times, 50))}, max ${ms(Math.max(...times))}`;
};

/** The attack of a phase: wrong passwords, the run's count in flight, against 40 logins nobody genuine uses. */
async function attack(site: string, door: LoginDoor, run: number, phase: Phase) {
  const started = performance.now();
  const list = await pool(attempts, settings[run]?.inFlight ?? attackInFlight, (n) => {
    const address = addressOf(100 + block(run, phase), phase === "one" ? 1 : n);
    const login = targetLogin(run, phase, n % attackTargets);
    return postLogin(site, login, `wrong-${n}`, address, { door });
  });
  return { list, seconds: (performance.now() - started) / 1000 };
}

/** One phase: the genuine logins, 2 at a time, for as long as its attack runs (or 8 s without one). */
async function phaseRow(
  site: string,
  door: LoginDoor,
  { run, phase, calmP95, label }: { run: number; phase: Phase; calmP95: number; label: string },
) {
  let over = false;
  const attacked = phase === "calm" ? undefined : attack(site, door, run, phase);
  void (attacked ?? new Promise((resolve) => setTimeout(resolve, calmSeconds * 1000))).then(() => {
    over = true;
  });
  const genuine = await pool(
    genuineCount,
    genuineInFlight,
    (n) =>
      postLogin(site, genuineEmail(run, phase, n), password, addressOf(block(run, phase), n), {
        door,
      }),
    () => over,
  );
  const done = await attacked;
  const letIn = genuine.filter((answer) => answer.status === 303 && answer.session);
  const times = letIn.map((answer) => answer.ms);
  const p95 = percentile(times, 95);
  const refused = genuine.length - letIn.length;
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
    ms(percentile(times, 50)),
    ms(p95),
    Number.isFinite(p95) ? ratio(p95, calmP95 || p95) : "n/a",
    p95 < goalMs && refused === 0 ? "yes" : "no",
    ...attackCells,
  ];
  const note = `${label}, attack ${phaseLabel[phase]}: genuine ${statuses(genuine)}${done ? `; attack ${statuses(list)}` : ""}.`;
  return { line: `| ${cells.join(" | ")} |`, note, p95 };
}

/** The genuine accounts of every run and phase and the attacks' existing accounts, in the bench's database. */
async function addAccounts(dir: string, under: LoginUnderTest): Promise<void> {
  const { db } = openDatabase({ dataDir: dir });
  try {
    const now = new Date();
    const accounts = settings.flatMap((_, run) =>
      phases.flatMap((phase) => [
        ...Array.from({ length: genuineCount }, (_, n) => genuineEmail(run, phase, n)),
        ...Array.from({ length: attackTargets / 2 }, (_, n) => targetLogin(run, phase, n * 2)),
      ]),
    );
    await pool(accounts.length, 4, (n) => under.save(db, accounts[n] ?? "", n, now));
  } finally {
    await db.destroy();
  }
}

async function loginUnderAttack(under: LoginUnderTest, dir: string): Promise<string> {
  let site: { url: string; child: Child } | undefined;
  try {
    await addAccounts(dir, under);
    const lines: string[] = [];
    const notes: string[] = [];
    for (const [run, { label, env, inFlight }] of settings.entries()) {
      // Each client address is the last of X-Forwarded-For, as behind the agency's reverse proxy.
      site = await startSite(dir, { TRUST_PROXY: "127.0.0.1,::1", ...env });
      let calmP95 = 0;
      for (const phase of phases) {
        const runLabel = `${label}, ${inFlight} in flight`;
        const row = await phaseRow(site.url, under.door, { run, phase, calmP95, label: runLabel });
        if (phase === "calm") calmP95 = row.p95;
        lines.push(row.line);
        notes.push(`- ${row.note}`);
      }
      await site.child.stop();
      site = undefined;
    }
    return [
      `${under.name} login (POST ${under.door.path}): genuine logins ${genuineInFlight} at a time, each from its own address, while ${attempts} wrong logins run against ${attackTargets} other logins (half of them existing accounts); goal: genuine p95 under ${goalMs} ms, every genuine login let in and no wrong login let in. Latencies of the logins let in.`,
      "",
      '| server settings, attack attempts in flight | attack | genuine logins (not let in) | genuine p50 ms | genuine p95 ms | p95 / no attack | goal met | attack attempts | answered "failed" (200), ms | throttled (429), ms | busy (503) or other | wrong logins let in |',
      "|---|---|---|---|---|---|---|---|---|---|---|---|",
      ...lines,
      "",
      "Answers by status:",
      "",
      ...notes,
    ].join("\n");
  } finally {
    await site?.child.stop();
  }
}

/** A fresh demo site for one bench, removed afterwards. */
async function onDemo(name: string, run: (dir: string) => Promise<string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), `site-bench-${name}-`));
  try {
    loadDemo(dir);
    return await run(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export const ownerLoginBenchmark = () =>
  onDemo("owner-login", async (dir) =>
    [await loginUnderAttack(owners, dir), "", await stuffingRun(dir)].join("\n"),
  );

export const staffLoginBenchmark = () =>
  onDemo("staff-login", (dir) => loginUnderAttack(staff, dir));
