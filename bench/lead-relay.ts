import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { captchaPayload, solveCaptcha } from "#app/components/ui/form/captcha-solve.ts";
import { openDatabase } from "#app/data/database.server.ts";
import { mailLimitsSchema } from "#app/model/config/mail-limits.ts";
import { type CaptchaChallenge, guardFields } from "#app/model/guard/guard.ts";
import { typedAddressKinds } from "#app/model/leads/lead.ts";
import { signFormTime } from "#app/services/guard/form-time.server.ts";
import { visitDay, workday } from "#tests/support/lead-posts.ts";
import { startSmtpSink } from "#tests/support/smtp-sink.ts";
import { loadDemo, startSite } from "./demo-site.ts";

// docs/requirements.md §16 "The lead forms relay mail from the agency's address": the probe's relay scenario against
// the demo agency with the default mail limits (model/config/mail-limits.ts). Posts carry a form time
// signed 10 s ago (a browser without JavaScript) and, where said, a captcha solved as a bot with its
// own hashing would; each from its own client address (TRUST_PROXY, X-Forwarded-For) unless said.
// Counted: the mails the site would send to an address a visitor typed without anyone's action
// (queued or sent), against those held until a click and those paused by the burst of new recipients.

const guardKey = "bench-lead-relay-key-0123456789abcdef-0000";
const links =
  "Cheap pills: https://pills-shop.example/? hxxps://pills-shop[.]example x。com www.pills.example";
const agency = "info@immo-lumiere.example";

type Fields = Record<string, string>;

export async function leadRelayBenchmark(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "site-bench-relay-"));
  const sink = await startSmtpSink();
  const site = await (async () => {
    loadDemo(dir);
    return startSite(dir, {
      SMTP_URL: sink.url,
      TRUST_PROXY: "127.0.0.1,::1",
      CAPTCHA_HMAC_KEY: guardKey,
    });
  })();
  const { db } = openDatabase({ dataDir: dir });
  try {
    const located = async (original: string) =>
      (
        await fetch(`${site.url}${original}`, {
          headers: { cookie: "lang=en" },
          redirect: "manual",
        })
      ).headers.get("location") ?? "";
    const property = await located("/property/1004/");
    const project = await located("/project/500/");
    let client = 0;
    const post = async (
      path: string,
      fields: Fields,
      options: { ip?: string; solved?: boolean },
    ) => {
      const guard: Fields = {
        [guardFields.honeypot]: "",
        [guardFields.formTime]: signFormTime(guardKey, Date.now() - 10_000),
      };
      if (options.solved) {
        const challenge = (await (
          await fetch(`${site.url}/captcha/challenge.json`)
        ).json()) as CaptchaChallenge;
        const solution = await solveCaptcha(challenge);
        if (solution) guard[guardFields.captcha] = captchaPayload(challenge, solution);
      }
      client++;
      const answer = await fetch(`${site.url}${path}`, {
        method: "POST",
        body: new URLSearchParams({ ...guard, ...fields }),
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "sec-fetch-site": "same-origin",
          "x-forwarded-for":
            options.ip ?? `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`,
        },
        redirect: "manual",
      });
      await answer.arrayBuffer();
      return answer.status;
    };
    const person = (email: string): Fields => ({
      title: "ms",
      firstName: "Visit https://pills-shop.example/?",
      lastName: "now",
      email,
      phone: "0475 12 34 56",
      remark: links,
      privacy: "on",
    });
    const day = visitDay(workday);
    const forms: { path: string; fields: Fields }[] = [
      { path: "/en/contact/", fields: {} },
      { path: `${property}?form=question`, fields: {} },
      { path: `${property}?form=visit`, fields: { day, slot: "10:00-13:00", conditions: "on" } },
      { path: project, fields: {} },
    ];
    const scenarios: { name: string; run: () => Promise<number[]> }[] = [
      {
        name: "one client address, 20 leads (5 on each of 4 forms), remarks full of links, a victim each",
        run: async () => {
          const answers = [];
          for (let n = 0; n < 20; n++) {
            const form = forms[n % forms.length];
            if (!form) continue;
            answers.push(
              await post(
                form.path,
                { ...person(`victim-${n}@example.org`), ...form.fields },
                { ip: "198.51.100.7" },
              ),
            );
          }
          return answers;
        },
      },
      {
        name: "a new client address and a new victim per request, 50 on each of 4 forms",
        run: async () => {
          const answers = [];
          for (let n = 0; n < 200; n++) {
            const form = forms[n % forms.length];
            if (form)
              answers.push(
                await post(form.path, { ...person(`new-${n}@example.org`), ...form.fields }, {}),
              );
          }
          return answers;
        },
      },
      {
        name: "send to a friend, captcha solved: 10 with links in the name, 10 in the message, then 30 clean, a new friend each",
        run: async () => {
          const answers = [];
          const sending = (n: number, change: Fields) => ({
            firstName: "Luc",
            lastName: "Janssens",
            email: `sender-${n}@example.org`,
            friendEmail: `friend-${n}@example.org`,
            message: "Have a look!",
            privacy: "on",
            ...change,
          });
          const path = `${property}?form=friend`;
          for (let n = 0; n < 10; n++)
            answers.push(
              await post(path, sending(n, { firstName: `Visit pills-shop${n}.example` }), {
                solved: true,
              }),
            );
          for (let n = 10; n < 20; n++)
            answers.push(await post(path, sending(n, { message: links }), { solved: true }));
          for (let n = 20; n < 50; n++)
            answers.push(await post(path, sending(n, {}), { solved: true }));
          return answers;
        },
      },
    ];
    const rows: string[] = [];
    let total = 0;
    for (const scenario of scenarios) {
      const before = await lastMessageId(db);
      const answers = await scenario.run();
      const typed = await db
        .selectFrom("outbox_message")
        .select(["status", "kind"])
        .where("id", ">", before)
        .where("kind", "in", typedAddressKinds)
        .execute();
      const count = (...statuses: string[]) =>
        typed.filter((m) => statuses.includes(m.status)).length;
      const going = count("queued", "sent");
      total += going;
      const answered = (status: number) => answers.filter((a) => a === status).length;
      rows.push(
        `| ${scenario.name} | ${answers.length} | ${answered(303)} | ${answered(400)} | ${answered(429)} | ${going} | ${count("held")} | ${count("paused")} |`,
      );
    }
    // The worker (every 5 s) delivers what it may; mails to typed addresses wait while paused.
    await new Promise((resolve) => setTimeout(resolve, 12_000));
    const thirdParty = sink.received.filter((m) => !m.to.includes(agency)).length;
    const toAgency = sink.received.length - thirdParty;
    const limits = mailLimitsSchema.parse(undefined);
    return [
      `Defaults: ${limits.perRecipientPerDay} mails per typed address a day; send to a friend ${limits.friend.perSenderPerDay} per sender, ${limits.friend.perRecipientPerDay} per friend, ${limits.friend.perDay} a day; a pause after more than ${limits.newRecipientBurst.max} new recipients in ${limits.newRecipientBurst.minutes} minutes.`,
      "",
      "| scenario | posts | 303 | 400 | 429 | mails to typed addresses queued to go | held until a click | paused |",
      "|---|---|---|---|---|---|---|---|",
      ...rows,
      "",
      `Mails to third-party addresses queued to go, all scenarios: ${total} (at most ${limits.newRecipientBurst.max}, the burst's handful). Delivered to the SMTP server within 12 s: ${thirdParty} to third parties, ${toAgency} to the agency.`,
    ].join("\n");
  } finally {
    await db.destroy();
    await site.child.stop();
    await sink.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

async function lastMessageId(db: ReturnType<typeof openDatabase>["db"]): Promise<number> {
  const row = await db
    .selectFrom("outbox_message")
    .select((eb) => eb.fn.max("id").as("id"))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}
