import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { captchaPayload, solveCaptcha } from "#app/components/ui/form/captcha-solve.ts";
import { writeSiteConfig } from "#app/data/config/site-config.server.ts";
import { type CaptchaChallenge, guardFields } from "#app/model/guard/guard.ts";
import { smtpTransport } from "#app/services/mail/mail-transport.server.ts";
import { startMailWorker } from "#app/services/mail/mail-worker.server.ts";
import {
  leadCount as countLeads,
  leadPoster,
  shownAgo as shownAgoFor,
  solvedGuard,
} from "#tests/support/lead-posts.ts";
import { testSiteConfig } from "#tests/support/site-config-fixture.ts";
import { startSmtpSink } from "#tests/support/smtp-sink.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";

// docs/requirements.md §14: "contact the agency" on the contact page, as a visitor without JavaScript posts it, and
// the mails that reach a real SMTP server afterwards (ADR 022).
describe(`the contact form on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let site: Awaited<ReturnType<typeof createTestApp>>;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  const url = (path: string) => `http://localhost${path}`;
  const shownAgo = (ms?: number) => shownAgoFor(database.db, ms);
  const post: ReturnType<typeof leadPoster> = (...args) =>
    leadPoster(site.app, database.db)(...args);
  const leadCount = () => countLeads(database.db);
  const visitor = (firstName: string, email: string) => ({
    title: "ms",
    firstName,
    lastName: "Peeters",
    email,
    phone: "0475 12 34 56",
    remark: "Is the house in Uccle still for sale?",
    privacy: "on",
  });
  const contactPaths = {
    en: "/en/contact/",
    nl: "/nl/contact/",
    fr: "/fr/contact/",
    de: "/de/kontakt/",
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    await writeSiteConfig(database.db, testSiteConfig("Immo Lumière"));
    site = await createTestApp(database);
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await sink.stop();
    await database.dispose();
  });
  // Every test posts from the same address: each starts with the rate limits untouched.
  beforeEach(() => database.db.deleteFrom("rate_limit").execute());

  it("shows the form on the contact page, with the browser's checks and the privacy link", async () => {
    const html = await (await site.app.request(url("/fr/contact/"))).text();
    expect(html).toContain("Écrivez-nous");
    const email = html.match(/<input[^>]*id="site-contact-email"[^>]*>/)?.[0];
    expect(email).toContain('required=""');
    expect(email).toContain('type="email"');
    expect(html).toMatch(/<input[^>]*type="radio"[^>]*value="mr"/);
    expect(html).toContain('href="/fr/privacy-statement/"');
    expect(html).toContain('method="post"');
  });

  it("refuses an incomplete form with the spec's messages, next to each field and in the summary", async () => {
    const res = await post("/fr/contact/", { firstName: "Zoë", email: "zoe@", privacy: "" });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('class="error-summary"');
    expect(html).toContain('id="site-contact-lastName-error"');
    expect(html).toContain("Veuillez indiquer votre nom.");
    expect(html).toContain("Nom : Veuillez indiquer votre nom.");
    expect(html).toContain("L&#x27;adresse e-mail n&#x27;est pas valide.");
    expect(html).toContain("Veuillez accepter la déclaration de confidentialité");
    // What the visitor typed stays.
    expect(html).toMatch(/id="site-contact-firstName"[^>]*value="Zoë"/);
    expect(await database.db.selectFrom("lead").select("id").execute()).toHaveLength(0);
  });

  it("stores the lead and both mails before thanking, while SMTP is down, then delivers them in four languages", async () => {
    await sink.stop();
    const languages = ["en", "nl", "fr", "de"] as const;
    // With a solved captcha, as the page's script sends it: the visitors' mails are not held.
    const solved = () => solvedGuard(site.app, database.db);
    for (const language of languages) {
      const res = await post(
        contactPaths[language],
        visitor(`Zoë-${language}`, `zoe.${language}@example.be`),
        solved(),
      );
      expect(res.status).toBe(303);
    }
    const locations = await Promise.all(
      languages.map(
        async (l) =>
          (await post(contactPaths[l], { ...visitor("Ann", "ann@example.be"), title: "x" })).status,
      ),
    );
    expect(locations).toEqual([400, 400, 400, 400]);
    const res = await post("/fr/contact/", visitor("Zoë", "zoe@example.be"), solved());
    expect(res.headers.get("location")).toBe("/fr/merci/site-contact/");

    const leads = await database.db.selectFrom("lead").selectAll().orderBy("id").execute();
    expect(leads.map((l) => l.language)).toEqual([...languages, "fr"]);
    expect(JSON.parse(leads[0]?.fields ?? "{}")).toMatchObject({
      firstName: "Zoë-en",
      privacy: true,
      newsletter: false,
    });
    const queued = await database.db.selectFrom("outbox_message").selectAll().execute();
    expect(queued).toHaveLength(10);
    expect(queued.every((m) => m.status === "queued")).toBe(true);

    await sink.start();
    const worker = startMailWorker({
      db: database.db,
      transport: smtpTransport(sink.url),
      log: site.log,
      retentionMonths: 24,
      pollMs: 3_600_000,
    });
    await worker.runOnce();
    await worker.stop();
    expect(sink.received).toHaveLength(10);
    const to = (address: string) => sink.received.filter((m) => m.to.includes(address));
    const confirmations = {
      en: "Thank you for writing to us",
      nl: "Bedankt voor uw bericht",
      fr: "Merci pour votre message",
      de: "Vielen Dank für Ihre Nachricht",
    };
    for (const language of languages) {
      const [confirmation] = to(`zoe.${language}@example.be`);
      expect(confirmation?.decoded).toContain(confirmations[language]);
      expect(confirmation?.decoded).toContain("Immo Lumière");
      expect(confirmation?.header("Content-Type")).toContain("multipart/alternative");
    }
    // The agency's notifications speak its default language (French) and answer to the visitor.
    const notifications = to("info@immo-lumiere.example");
    expect(notifications).toHaveLength(5);
    const first = notifications.find((m) => m.decoded.includes("zoe.de@example.be"));
    expect(first?.header("Reply-To")).toContain("<zoe.de@example.be>");
    expect(first?.decoded).toContain("vous a écrit par le formulaire de contact du site");
    expect(first?.decoded).toContain("Is the house in Uccle still for sale?");
  });

  it("thanks the visitor on the localized thank-you page, not indexed, with a way on", async () => {
    const res = await site.app.request(url("/fr/merci/site-contact/"));
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Merci pour votre message");
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain('href="/fr/"');
    expect(html).toContain('href="/fr/a-vendre/"');
    const original = await site.app.request(url("/feedback/site-contact/"), { redirect: "manual" });
    expect(original.status).toBe(301);
    expect(original.headers.get("location")).toMatch(/^\/(fr|en|nl|de)\/.*\/$/);
  });

  it("records where a visitor came from only with advertising-data consent", async () => {
    const land = (consent: string) =>
      site.app.request(url("/fr/a-vendre/?utm_source=google&utm_campaign=printemps&gclid=G-1"), {
        headers: { cookie: `consent=${consent}`, referer: "https://www.google.com/" },
      });
    expect((await land("1.0000")).headers.get("set-cookie") ?? "").not.toContain("lead_source");
    const landed = await land("1.1111");
    const sourceCookie = landed.headers.get("set-cookie")?.match(/lead_source=[^;]+/)?.[0];
    expect(sourceCookie).toBeDefined();
    expect(landed.headers.get("set-cookie")).toContain("Max-Age=2592000");

    const send = async (consent: string, email: string) =>
      site.app.request(url("/fr/contact/"), {
        method: "POST",
        body: new URLSearchParams({ ...(await shownAgo()), ...visitor("Zoë", email) }),
        headers: { cookie: `consent=${consent}; ${sourceCookie}`, "sec-fetch-site": "same-origin" },
        redirect: "manual",
      });
    expect((await send("1.1111", "with@example.be")).status).toBe(303);
    // Advertising data (ad_user_data, the third flag) declined since: nothing recorded.
    expect((await send("1.1101", "without@example.be")).status).toBe(303);
    const sources = await database.db
      .selectFrom("lead")
      .select(["fields", "source"])
      .orderBy("id", "desc")
      .limit(2)
      .execute();
    const [without, withConsent] = sources;
    expect(JSON.parse(withConsent?.source ?? "null")).toEqual({
      utm: { utm_source: "google", utm_campaign: "printemps" },
      gclid: "G-1",
      referrer: "https://www.google.com/",
      landingPage: "/fr/a-vendre/?utm_source=google&utm_campaign=printemps&gclid=G-1",
    });
    expect(without?.source).toBeNull();
  });

  it("says the message was not sent, form kept, when the lead cannot be stored", async () => {
    const rename = (from: string, to: string) =>
      sql`ALTER TABLE ${sql.table(from)} RENAME TO ${sql.table(to)}`.execute(database.db);
    const before = await leadCount();
    await rename("outbox_message", "outbox_message_away");
    try {
      const res = await post("/de/kontakt/", visitor("Zoë", "zoe@example.be"));
      expect(res.status).toBe(503);
      const html = await res.text();
      expect(html).toContain(
        "Ihre Nachricht konnte nicht gesendet werden, bitte versuchen Sie es erneut.",
      );
      expect(html).toMatch(/id="site-contact-email"[^>]*value="zoe@example.be"/);
    } finally {
      await rename("outbox_message_away", "outbox_message");
    }
    expect(site.logLines.some((line) => line.msg === "lead not stored")).toBe(true);
    // One transaction: no lead without its mails.
    expect(await leadCount()).toBe(before);
  });

  it("stores a lead whose captcha the browser solved as verified, one without as unverified", async () => {
    const challenge = (await (
      await site.app.request(url("/captcha/challenge.json"))
    ).json()) as CaptchaChallenge;
    const solution = await solveCaptcha(challenge);
    if (!solution) throw new Error("challenge not solved");
    const solved = { [guardFields.captcha]: captchaPayload(challenge, solution) };
    // Solved in the page, the form may go at once.
    const res = await post(
      "/nl/contact/",
      { ...visitor("Solved", "solved@example.be"), ...solved },
      shownAgo(100),
    );
    expect(res.status).toBe(303);
    expect((await post("/nl/contact/", visitor("Plain", "plain@example.be"))).status).toBe(303);
    const stored = await database.db
      .selectFrom("lead")
      .select(["fields", "verified"])
      .orderBy("id", "desc")
      .limit(2)
      .execute();
    expect(stored.map((l) => [JSON.parse(l.fields).firstName, Boolean(l.verified)])).toEqual([
      ["Plain", false],
      ["Solved", true],
    ]);
    // The same solution buys no second lead.
    const again = await post("/nl/contact/", { ...visitor("Again", "a@example.be"), ...solved });
    expect(again.status).toBe(400);
    expect(await again.text()).toContain("De captcha is niet correct.");
  });

  it("asks to send again a form sent faster than a person types, or without its signed time", async () => {
    const before = await leadCount();
    for (const guard of [shownAgo(500), { [guardFields.formTime]: "" }]) {
      const res = await post("/de/kontakt/", visitor("Schnell", "schnell@example.be"), guard);
      expect(res.status).toBe(400);
      const html = await res.text();
      expect(html).toMatch(/class="error-summary"[\s\S]*Bitte prüfen Sie das Formular/);
      expect(html).toMatch(/id="site-contact-email"[^>]*value="schnell@example.be"/);
    }
    expect(await leadCount()).toBe(before);
  });
});
