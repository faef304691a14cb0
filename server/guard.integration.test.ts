import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { captchaPayload, solveCaptcha } from "#app/components/ui/form/captcha-solve.ts";
import { openDatabase } from "#app/data/database.server.ts";
import type { Database } from "#app/data/schema.ts";
import { defaultMinimumFillMs, maximumFillMs } from "#app/domain/guard-verdict.ts";
import { type CaptchaChallenge, guardFields } from "#app/model/guard/guard.ts";
import { configureGuardKey, guardKey } from "#app/services/guard/guard-key.server.ts";
import { guardView } from "#app/services/guard/guard-view.server.ts";
import { configureMinimumFill } from "#app/services/guard/minimum-fill.server.ts";
import {
  countHits,
  peekHits,
  type RateLimit,
  uncountHits,
  withinRateLimits,
} from "#app/services/guard/rate-limits.server.ts";
import { screenSubmission } from "#app/services/guard/screen-submission.server.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";

// docs/requirements.md §14 "Abuse" (ADR 023): what every lead form's action asks before it stores a lead, on the real
// database, with challenges fetched from the real HTTP application.
describe(`the lead forms' guard on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let site: Awaited<ReturnType<typeof createTestApp>>;
  let db: Kysely<Database>;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
    site = await createTestApp(database);
  });
  afterAll(() => database.dispose());

  const fetchChallenge = async () => {
    const response = await site.app.request("http://localhost/captcha/challenge.json");
    return { response, challenge: (await response.clone().json()) as CaptchaChallenge };
  };

  /** A form as a browser sends it: rendered `fillMs` ago, with the captcha field when given. */
  const formFields = async (fillMs: number, extra: Record<string, string> = {}) => {
    const now = Date.now();
    const fields = new FormData();
    fields.set("email", "anne@example.be");
    fields.set(guardFields.honeypot, "");
    fields.set(guardFields.formTime, (await guardView(db, now - fillMs)).formTime);
    for (const [name, value] of Object.entries(extra)) fields.set(name, value);
    return fields;
  };

  const solvedField = async () => {
    const { challenge } = await fetchChallenge();
    const solution = await solveCaptcha(challenge);
    if (!solution) throw new Error("not solved");
    return captchaPayload(challenge, solution);
  };

  let address = 0;
  /** Each test its own client address, so that the rate limits of one do not touch another. */
  const screen = async (
    fields: FormData,
    options: { address?: string; form?: string; now?: number } = {},
  ) =>
    screenSubmission({
      db,
      form: options.form ?? "contact",
      address: options.address ?? `192.0.2.${++address}`,
      fields,
      now: options.now,
    });

  it("hands out a fresh challenge from our own origin, never cached", async () => {
    const first = await fetchChallenge();
    const second = await fetchChallenge();
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(first.response.headers.get("cache-control")).toBe("no-store");
    expect(first.challenge.parameters.algorithm).toBe("SHA-256");
    expect(first.challenge.signature).not.toBe(second.challenge.signature);
  });

  it("lets the page's script solve that challenge in a Web Worker of our own origin", async () => {
    const page = await site.app.request("http://localhost/fr/");
    expect(page.status).toBe(200);
    expect(page.headers.get("content-security-policy")).toContain("worker-src 'self'");
  });

  it("verifies a solved captcha once: the same solution sent again is refused", async () => {
    const captcha = await solvedField();
    const fields = await formFields(20_000, { [guardFields.captcha]: captcha });
    expect(await screen(fields)).toEqual({ verdict: "verified" });
    expect(await screen(fields)).toEqual({ verdict: "refused", reason: "captcha-invalid" });
  });

  it("refuses a captcha that is not correct instead of taking it as absent", async () => {
    const fields = await formFields(20_000, { [guardFields.captcha]: btoa("{}") });
    expect(await screen(fields)).toEqual({ verdict: "refused", reason: "captcha-invalid" });
  });

  it("takes a form without JavaScript (no captcha) as unverified, never refused for that", async () => {
    expect(await screen(await formFields(20_000))).toEqual({ verdict: "unverified" });
  });

  it("refuses silently what a bot typed into the honeypot, spending nothing", async () => {
    const captcha = await solvedField();
    const bot = await formFields(20_000, {
      [guardFields.honeypot]: "https://spam.example",
      [guardFields.captcha]: captcha,
    });
    expect(await screen(bot)).toEqual({ verdict: "refused", reason: "honeypot" });
    // The captcha was not spent by the bot's post: it still buys one lead.
    bot.set(guardFields.honeypot, "");
    expect(await screen(bot)).toEqual({ verdict: "verified" });
  });

  it("refuses a form sent faster than a person, or without its signed time, unless the captcha is solved", async () => {
    expect(await screen(await formFields(500))).toEqual({ verdict: "refused", reason: "too-fast" });
    const forged = await formFields(20_000, { [guardFields.formTime]: `${Date.now() - 60_000}.x` });
    expect(await screen(forged)).toEqual({ verdict: "refused", reason: "too-fast" });
    expect(await screen(await formFields(defaultMinimumFillMs + 1000))).toEqual({
      verdict: "unverified",
    });
    const fast = await formFields(500, { [guardFields.captcha]: await solvedField() });
    expect(await screen(fast)).toEqual({ verdict: "verified" });
  });

  it("refuses, once FORM_MIN_FILL_MS is configured at start, a form sent faster than it", async () => {
    await configureMinimumFill(db, 200);
    try {
      const renderedAt = Date.now();
      const fields = await formFields(0);
      fields.set(guardFields.formTime, (await guardView(db, renderedAt)).formTime);
      expect(await screen(fields, { now: renderedAt + 199 })).toEqual({
        verdict: "refused",
        reason: "too-fast",
      });
      expect(await screen(fields, { now: renderedAt + 200 })).toEqual({ verdict: "unverified" });
    } finally {
      await configureMinimumFill(db, defaultMinimumFillMs);
    }
  });

  it("refuses a form time older than half a day, so that one copied value cannot be replayed for ever (ADR 040)", async () => {
    expect(await screen(await formFields(maximumFillMs + 60_000))).toEqual({
      verdict: "refused",
      reason: "form-expired",
    });
    expect(await screen(await formFields(maximumFillMs - 60_000))).toEqual({
      verdict: "unverified",
    });
  });

  it("shares rate limits, counts and key between two servers on one database", async () => {
    const other = openDatabase(
      database.serverEnv.DATABASE_URL
        ? { databaseUrl: database.serverEnv.DATABASE_URL, dataDir: "" }
        : { dataDir: database.serverEnv.DATA_DIR ?? "" },
    ).db;
    try {
      expect(await guardKey(other)).toBe(await guardKey(db));
      const limits: RateLimit[] = [{ scope: "form", windowMs: 60 * 60 * 1000, max: 4 }];
      const fields = await formFields(20_000);
      const post = (server: Kysely<Database>, form = "visit", from = "198.51.100.7") =>
        screenSubmission({ db: server, form, address: from, fields, limits });
      // Four posts, two through each server, at the same moment: all counted, none lost.
      const verdicts = await Promise.all([post(db), post(other), post(db), post(other)]);
      expect(verdicts.map((v) => v.verdict)).toEqual(Array(4).fill("unverified"));
      expect(await post(other)).toEqual({ verdict: "refused", reason: "rate-limited" });
      expect(await post(db)).toEqual({ verdict: "refused", reason: "rate-limited" });
      // Another form, or another address, has its own count.
      expect((await post(db, "contact")).verdict).toBe("unverified");
      expect((await post(other, "visit", "198.51.100.8")).verdict).toBe("unverified");
    } finally {
      await other.destroy();
    }
  });

  it("stops an address past the default limit of one form, whatever else it sends", async () => {
    const from = "203.0.113.9";
    const verdicts = [];
    for (let post = 0; post < 6; post++)
      verdicts.push((await screen(await formFields(20_000), { address: from })).reason);
    expect(verdicts).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      "rate-limited",
    ]);
    const solved = await formFields(20_000, { [guardFields.captcha]: await solvedField() });
    expect(await screen(solved, { address: from })).toEqual({
      verdict: "refused",
      reason: "rate-limited",
    });
  });

  it("counts a burst straddling a window's end whole, and forgets it a window later", async () => {
    const limits: RateLimit[] = [{ scope: "form", windowMs: 10 * 60 * 1000, max: 5 }];
    const key = await guardKey(db);
    const within = (now: number) =>
      withinRateLimits(db, { key, form: "burst", address: "198.51.100.77", now }, limits);
    // Three posts in the last second of a fixed ten minutes, three in the first second after them:
    // fixed windows would count three and three; the last ten minutes hold six.
    const end = Math.ceil(Date.now() / 600_000) * 600_000 + 600_000;
    const verdicts = [];
    for (const now of [end - 900, end - 600, end - 300, end + 300, end + 600, end + 900])
      verdicts.push(await within(now));
    expect(verdicts).toEqual([true, true, true, true, true, false]);
    expect(await within(end + 5 * 60 * 1000)).toBe(false);
    // Eleven minutes on (the window and one slot of it), those posts no longer count.
    expect(await within(end + 11 * 60 * 1000)).toBe(true);
  });

  it("takes back a hit counted at the same moment, never below none (ADR 035: a login that succeeded)", async () => {
    const key = await guardKey(db);
    const windows = [{ windowMs: 15 * 60 * 1000, subject: "login:account:owner:taken-back" }];
    const now = Date.now();
    expect(await countHits(db, key, windows, now)).toEqual([1]);
    expect(await countHits(db, key, windows, now + 1)).toEqual([2]);
    await uncountHits(db, key, windows, now + 1);
    expect(await peekHits(db, key, windows, now + 2)).toEqual([1]);
    for (let i = 0; i < 3; i++) await uncountHits(db, key, windows, now);
    expect(await peekHits(db, key, windows, now + 2)).toEqual([0]);
  });

  it("forgets ended rate windows and expired spent challenges as new ones come", async () => {
    const hour = 60 * 60 * 1000;
    const fields = await formFields(20_000);
    await screenSubmission({
      db,
      form: "old",
      address: "192.0.2.200",
      fields,
      now: Date.now() - 3 * hour,
    });
    await db
      .insertInto("spent_challenge")
      .values({ signature: "expired-one", expires_at: Date.now() - hour })
      .execute();
    await screen(await formFields(20_000, { [guardFields.captcha]: await solvedField() }), {
      form: "new",
    });
    const windows = await db.selectFrom("rate_limit").select("expires_at").execute();
    expect(windows.every((w) => Number(w.expires_at) > Date.now())).toBe(true);
    const spent = await db.selectFrom("spent_challenge").select("signature").execute();
    expect(spent.map((s) => s.signature)).not.toContain("expired-one");
    expect(spent.length).toBeGreaterThan(0);
  });

  it("signs with CAPTCHA_HMAC_KEY once configured: forms rendered with the old key are then unsigned", async () => {
    const before = await formFields(20_000);
    await configureGuardKey(db, "c".repeat(40));
    expect(await guardKey(db)).toBe("c".repeat(40));
    expect(await screen(before)).toEqual({ verdict: "refused", reason: "too-fast" });
    expect(await screen(await formFields(20_000))).toEqual({ verdict: "unverified" });
  });
});
