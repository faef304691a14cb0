import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "#app/data/database.server.ts";
import { guardFields } from "#app/model/guard/guard.ts";
import { signFormTime } from "#app/services/guard/form-time.server.ts";
import { freePort } from "#tests/support/free-port.ts";
import { visitDay, workday } from "#tests/support/lead-posts.ts";
import { replayCredentials } from "#tests/support/omnicasa-replay.ts";
import { startSmtpSink } from "#tests/support/smtp-sink.ts";
import { captchaAnswer } from "./captcha-answers.ts";
import { type Child, startNode } from "./child-process.ts";
import { loadDemo, startSite } from "./demo-site.ts";

// Issue 28 "Done means": leads posted on property pages while the CRM (the Omnicasa replay, in its own
// process: crm-replay-child.ts) is killed with SIGKILL and started again every 2 s; then the queue is left
// to drain (ADR 064's backoff: 30 s doubling) and the site's database is compared with the contacts the
// replay made, which it writes to a file before answering, so that a killed replay's contacts are kept.
// Each lead is a solved captcha (a verified lead, ADR 034: its delivery is due at once, not held).

const leads = Number(process.env.BENCH_CRM_LEADS ?? 1000);
const inFlight = 10;
const restartEveryMs = 2000;
const drainTimeoutMs = 15 * 60_000;
const guardKey = "bench-crm-leads-key-0123456789abcdef-000000";

type Fields = Record<string, string>;

const person = (n: number): Fields => ({
  title: "ms",
  firstName: `Lead${n}`,
  lastName: "Peeters",
  email: `crm-lead-${n}@example.be`,
  phone: "0475 12 34 56",
  remark: "Is the house still for sale?",
  privacy: "on",
});

export async function crmLeadsBenchmark(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "site-bench-crm-"));
  const contactsFile = join(dir, "crm-contacts.txt");
  const sink = await startSmtpSink();
  const port = await freePort();
  const crmUrl = `http://127.0.0.1:${port}`;
  const crmEnv = {
    OMNICASA_URL: `${crmUrl}/svc/`,
    OMNICASA_CUSTOMER_NAME: replayCredentials.customerName,
    OMNICASA_CUSTOMER_PASSWORD: replayCredentials.customerPassword,
  };
  const startCrm = () =>
    startNode(
      "bench/crm-replay-child.ts",
      { REPLAY_PORT: String(port), CONTACTS_FILE: contactsFile },
      `${crmUrl}/`,
    );
  let crm: Child | undefined;
  let site: { url: string; child: Child } | undefined;
  try {
    loadDemo(dir);
    crm = await startCrm();
    syncCatalogue(dir, crmEnv);
    site = await startSite(dir, {
      ...crmEnv,
      SMTP_URL: sink.url,
      TRUST_PROXY: "127.0.0.1,::1",
      CAPTCHA_HMAC_KEY: guardKey,
    });
    const forms = await propertyForms(site.url, dir);

    // Phase 1: the posts, the CRM killed and started again every 2 s meanwhile.
    let posting = true;
    let kills = 0;
    const restarts = (async () => {
      while (posting) {
        await new Promise((resolve) => setTimeout(resolve, restartEveryMs));
        crm?.process.kill("SIGKILL");
        kills++;
        crm = await startCrm();
      }
    })();
    const acknowledged = new Set<number>();
    let next = 0;
    const started = Date.now();
    const sender = async () => {
      for (let n = next++; n < leads; n = next++) {
        const form = forms[n % forms.length];
        if (!form || !site) continue;
        const status = await post(site.url, form.path, { ...person(n), ...form.fields }, n);
        if (status !== 303) throw new Error(`lead ${n} answered ${status}, not 303`);
        acknowledged.add(n);
      }
    };
    try {
      await Promise.all(Array.from({ length: inFlight }, sender));
    } finally {
      posting = false;
      await restarts;
    }
    const postSeconds = (Date.now() - started) / 1000;

    // Phase 2: the CRM left alone until no delivery is due or retrying; then the counts. A held delivery
    // waits for its visitor's click (an unverified lead, ADR 034): counted, not waited for.
    const { db } = openDatabase({ dataDir: dir });
    try {
      const drainFrom = Date.now();
      const queued = async () =>
        Number(
          (
            await db
              .selectFrom("crm_delivery")
              .select((eb) => eb.fn.countAll().as("n"))
              .where("status", "in", ["waiting", "retrying"])
              .executeTakeFirstOrThrow()
          ).n,
        );
      while ((await queued()) > 0 && Date.now() - drainFrom < drainTimeoutMs)
        await new Promise((resolve) => setTimeout(resolve, 1000));
      const drainSeconds = (Date.now() - drainFrom) / 1000;
      const stored = await db
        .selectFrom("lead")
        .leftJoin("crm_delivery", "crm_delivery.lead_id", "lead.id")
        .select(["lead.id", "lead.fields", "crm_delivery.status"])
        // The demo's own leads are not this run's.
        .where("lead.fields", "like", "%crm-lead-%")
        .execute();
      const emails = new Set(stored.map((lead) => JSON.parse(lead.fields).email as string));
      const lost = [...acknowledged].filter((n) => !emails.has(`crm-lead-${n}@example.be`));
      const count = (status: string) => stored.filter((row) => row.status === status).length;
      const made = new Map<string, number>();
      for (const key of readFileSync(contactsFile, "utf8").split("\n").filter(Boolean))
        made.set(key, (made.get(key) ?? 0) + 1);
      const delivered = stored.filter((row) => row.status === "delivered");
      const neverMade = delivered.filter((row) => !made.has(`lead-${row.id}`)).length;
      const contacts = [...made.values()].reduce((sum, n) => sum + n, 0);
      const leadIds = new Set(stored.map((row) => `lead-${row.id}`));
      const madeForLeads = [...made.keys()].filter((key) => leadIds.has(key)).length;
      return [
        `${leads} leads (${forms.length} visit and question forms of the synced properties, captcha solved), ${inFlight} at a time, the Omnicasa replay killed (SIGKILL) and started again every ${restartEveryMs / 1000} s while they were posted:`,
        "",
        "| leads acknowledged | stored | lost | CRM restarts | deliveries stored | delivered | failed | held | still queued | delivered, no contact made | contacts made | leads with a contact | duplicates (made - leads) | posting s | drain s after |",
        "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
        `| ${acknowledged.size} | ${stored.length} | ${lost.length} | ${kills} | ${stored.filter((row) => row.status !== null).length} | ${delivered.length} | ${count("failed")} | ${count("held")} | ${await queued()} | ${neverMade} | ${contacts} | ${madeForLeads} | ${contacts - madeForLeads} | ${postSeconds.toFixed(0)} | ${drainSeconds.toFixed(0)} |`,
      ].join("\n");
    } finally {
      await db.destroy();
    }
  } finally {
    await site?.child.stop();
    await crm?.stop();
    await sink.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

/** `npm run sync` from the replay: the properties it knows become the site's, with their Omnicasa ids. */
function syncCatalogue(dataDir: string, env: Record<string, string>) {
  const sync = spawnSync(process.execPath, ["scripts/sync.ts", "--no-variants"], {
    env: { ...process.env, ...env, DATA_DIR: dataDir },
  });
  if (sync.status !== 0) throw new Error(`sync failed: ${sync.stderr}`);
}

/** The visit and question forms each synced property's page offers (no visit of a property under option). */
async function propertyForms(site: string, dataDir: string) {
  const { db } = openDatabase({ dataDir });
  const ids = await db.selectFrom("property").select("id").execute();
  await db.destroy();
  const day = visitDay(workday);
  const forms: { path: string; fields: Fields }[] = [];
  for (const { id } of ids) {
    const answer = await fetch(`${site}/property/${id}/`, {
      headers: { cookie: "lang=en" },
      redirect: "manual",
    });
    const page = answer.headers.get("location");
    if (!page) continue;
    const html = await (await fetch(`${site}${page}`)).text();
    if (html.includes("?form=question")) forms.push({ path: `${page}?form=question`, fields: {} });
    if (html.includes("?form=visit"))
      forms.push({
        path: `${page}?form=visit`,
        fields: { day, slot: "10:00-13:00", conditions: "on" },
      });
  }
  if (forms.length === 0) throw new Error("the sync made no property with a page");
  return forms;
}

/** One post from its own client address (the guard's limits are per address), with a solved captcha. */
async function post(site: string, path: string, fields: Fields, n: number) {
  const answer = await fetch(`${site}${path}`, {
    method: "POST",
    body: new URLSearchParams({
      ...fields,
      [guardFields.honeypot]: "",
      [guardFields.formTime]: signFormTime(guardKey, Date.now() - 10_000),
      [guardFields.captcha]: await captchaAnswer(site),
    }),
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "sec-fetch-site": "same-origin",
      "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    },
    redirect: "manual",
  });
  await answer.arrayBuffer();
  return answer.status;
}
