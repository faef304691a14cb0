import { openDatabase } from "#app/data/database.server.ts";
import { defaultLoginWave } from "#app/domain/login-throttle.ts";
import { saveOwner } from "#app/services/owners/owner-accounts.server.ts";
import { captchaAnswer } from "./captcha-answers.ts";
import type { Child } from "./child-process.ts";
import { startSite } from "./demo-site.ts";
import { ratio } from "./measure.ts";
import { type Answer, ms, percentile, pool, postLogin, statuses } from "./owner-login-client.ts";

// docs/requirements.md §16 "credential stuffing from many addresses" (ADR 035): 1,000 leaked pairs, 10 of them valid
// here, each from its own address, in 60 s, while genuine owners log in from the devices they used
// before. Goal: 0 of the 10 planted pairs let in, genuine p95 under 300 ms, every genuine owner let in.

const pairs = 1000;
const attackSeconds = 60;
/** Where the valid pairs sit in the list: every hundredth, from the fiftieth on. */
const planted = new Set(Array.from({ length: 10 }, (_, i) => 50 + i * 100));
/**
 * Genuine owners: each logs in once before the attack (two at a time; the device becomes known), and
 * once during it, one every half second.
 */
const owners = 120;
const genuineInFlight = 2;
const genuineGapMs = (attackSeconds * 1000) / owners;
const goalMs = 300;
const password = "Genuine-owner-2026";

const genuineEmail = (n: number) => `known-${n}@bench.example`;
const plantedEmail = (n: number) => `planted-${n}@bench.example`;
const plantedPassword = (n: number) => `Planted-pair-${n}-2026`;
/** A leaked pair: a valid one where planted, else a login of another site's leak. */
const pairOf = (n: number) =>
  planted.has(n)
    ? { login: plantedEmail(n), secret: plantedPassword(n) }
    : { login: `leaked-${n}@elsewhere.example`, secret: `leaked-password-${n}` };
const addressOf = (block: number, n: number) => `10.${block}.${(n >> 8) & 255}.${n & 255}`;

/** The planted accounts and the genuine owners, with argon2id hashes as in production. */
async function addAccounts(dir: string): Promise<void> {
  const { db } = openDatabase({ dataDir: dir });
  try {
    const accounts = [
      ...Array.from({ length: owners }, (_, n) => ({ email: genuineEmail(n), password })),
      ...[...planted].map((n) => ({ email: plantedEmail(n), password: plantedPassword(n) })),
    ];
    const now = new Date();
    await pool(accounts.length, 4, (n) => {
      const account = accounts[n] ?? { email: "", password };
      return saveOwner(db, { ...account, displayName: `Owner ${n}`, propertyIds: [] }, now);
    });
    // The runs before this one counted failures of their own: this one starts with none.
    await db.deleteFrom("rate_limit").execute();
  } finally {
    await db.destroy();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `count` tasks, task n started at n × `gapMs` whatever the answers before it. */
const paced = <T>(count: number, gapMs: number, task: (n: number) => Promise<T>) =>
  Promise.all(Array.from({ length: count }, (_, n) => sleep(n * gapMs).then(() => task(n))));

/** The attack: pair n sent at n × 60 ms, each with a captcha solved beforehand. */
async function attack(site: string, answers: string[]) {
  const started = performance.now();
  const list = await paced(pairs, (attackSeconds * 1000) / pairs, async (n) => {
    const { login, secret } = pairOf(n);
    const answer = await postLogin(site, login, secret, addressOf(200, n), {
      altcha: answers[n] ?? "",
    });
    return { n, answer };
  });
  return { list, seconds: (performance.now() - started) / 1000 };
}

/** Seconds from now until the login page carries the captcha (the wave is on); polled every 0.5 s. */
async function waveSeen(site: string, over: () => boolean): Promise<number | undefined> {
  const started = performance.now();
  while (!over()) {
    const page = await (await fetch(`${site}/en/login/`)).text();
    if (page.includes('name="altcha"')) return (performance.now() - started) / 1000;
    await sleep(500);
  }
  return undefined;
}

const letIn = (answer: Answer) =>
  answer.status === 303 && answer.location.endsWith("/owner-portal/");

export async function stuffingRun(dir: string): Promise<string> {
  await addAccounts(dir);
  let site: { url: string; child: Child } | undefined;
  try {
    site = await startSite(dir, { TRUST_PROXY: "127.0.0.1,::1" });
    const url = site.url;
    // Before the attack: each genuine owner logs in once, as owners do, and keeps the device cookie.
    // (pool answers in order of arrival: each device is kept under its owner's number.)
    const devices: string[] = [];
    const calm: number[] = [];
    await pool(owners, genuineInFlight, async (n) => {
      const answer = await postLogin(url, genuineEmail(n), password, addressOf(190, n));
      devices[n] = answer.device;
      if (letIn(answer)) calm.push(answer.ms);
    });
    // The captchas, solved before the 60 s (outside every measure): the bot's and the owners' browsers'.
    const solving = performance.now();
    const botAnswers = await pool(pairs, 1, () => captchaAnswer(url));
    const solveSeconds = (performance.now() - solving) / 1000;
    const ownerAnswers = await pool(owners, 1, () => captchaAnswer(url));

    let over = false;
    const attacked = attack(url, botAnswers).finally(() => {
      over = true;
    });
    const seen = waveSeen(url, () => over);
    const genuine = await paced(owners, genuineGapMs, (n) =>
      postLogin(url, genuineEmail(n), password, addressOf(191, n), {
        altcha: ownerAnswers[n] ?? "",
        cookie: devices[n] ?? "",
      }),
    );
    const { list, seconds } = await attacked;
    const waveAt = await seen;
    const genuineIn = genuine.filter(letIn);
    const p95 = percentile(
      genuineIn.map((answer) => answer.ms),
      95,
    );
    const calmP95 = percentile(calm, 95);
    const plantedAnswers = list.filter(({ n }) => planted.has(n)).map(({ answer }) => answer);
    const plantedIn = plantedAnswers.filter(letIn).length;
    const askedCode = plantedAnswers.filter((a) => a.location.endsWith("/login/code/")).length;
    const refused = genuine.length - genuineIn.length;
    const goalMet = plantedIn === 0 && p95 < goalMs && refused === 0 ? "yes" : "no";
    const attacks = list.map(({ answer }) => answer);
    return [
      `Credential stuffing (ADR 035): ${pairs} leaked pairs, ${planted.size} of them valid here (the 50th, 150th, ... 950th), each from its own address, sent in ${attackSeconds} s with a captcha the bot solved beforehand (${solveSeconds.toFixed(0)} s of the bot's CPU for ${pairs}); meanwhile ${owners} genuine owners log in, one every ${genuineGapMs / 1000} s, each from the device it used before the attack (p95 "before": those first logins, ${genuineInFlight} at a time, no attack). Server at the defaults (a wave: ${defaultLoginWave.failures} failures in ${defaultLoginWave.windowMs / 60_000} minutes). Goal: 0 planted pairs let in, genuine p95 under ${goalMs} ms, every genuine owner let in.`,
      "",
      "| genuine logins (not let in) | genuine p50 ms | genuine p95 ms | p95 before the attack | p95 / before | planted pairs let in | planted pairs sent to the mailed code | wave on the login page after | attack | goal met |",
      "|---|---|---|---|---|---|---|---|---|---|",
      `| ${genuine.length} (${refused}) | ${ms(
        percentile(
          genuineIn.map((a) => a.ms),
          50,
        ),
      )} | ${ms(p95)} | ${ms(calmP95)} | ${ratio(p95, calmP95)} | ${plantedIn} of ${planted.size} | ${askedCode} | ${waveAt === undefined ? "never" : `${waveAt.toFixed(1)} s`} | ${list.length} in ${seconds.toFixed(1)} s | ${goalMet} |`,
      "",
      `Answers: genuine ${statuses(genuine)}; attack ${statuses(attacks)}.`,
    ].join("\n");
  } finally {
    await site?.child.stop();
  }
}
