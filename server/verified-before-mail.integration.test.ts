import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withinFriendLimits } from "#app/services/leads/friend-limits.server.ts";
import { resumeMails } from "#app/services/leads/mail-pause.server.ts";
import { smtpTransport } from "#app/services/mail/mail-transport.server.ts";
import { startMailWorker } from "#app/services/mail/mail-worker.server.ts";
import { leadCount } from "#tests/support/lead-posts.ts";
import { type LeadSite, leadSite } from "#tests/support/lead-site.ts";
import { openLink } from "#tests/support/link-page.ts";
import { startSmtpSink } from "#tests/support/smtp-sink.ts";
import { engineUnderTest } from "#tests/support/test-database.ts";

// docs/requirements.md §16 "The lead forms relay mail" and "the captcha is optional in effect" (ADR 034): a lead sent
// without a solved captcha is stored and the agency told, but its visitor's address gets only one
// short "confirm your request" mail until the link is followed; a burst of new recipients pauses
// every mail to a typed address and tells the agency once.
describe(`verified before mail on ${engineUnderTest}`, () => {
  const lead = leadSite({
    config: (config) => ({
      ...config,
      mailLimits: { perRecipientPerDay: 2, newRecipientBurst: { max: 3, minutes: 10 } },
    }),
  });
  const post: LeadSite["post"] = (...args) => lead.post(...args);
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  const probe = (email: string) => ({
    title: "ms",
    firstName: "Visit https://pills-shop.example/?",
    lastName: "Zoë",
    email,
    phone: "0475 12 34 56",
    remark: "Cheap pills at hxxps://pills-shop[.]example, x。com and www.pills.example",
    privacy: "on",
  });
  const messages = () =>
    lead.database.db.selectFrom("outbox_message").selectAll().orderBy("id").execute();
  const deliver = async () => {
    const worker = startMailWorker({
      db: lead.database.db,
      transport: smtpTransport(sink.url),
      log: lead.site.log,
      retentionMonths: 24,
      pollMs: 3_600_000,
    });
    await worker.runOnce();
    await worker.stop();
  };
  const confirm = (path: string, token: string) =>
    lead.site.app.request(`http://localhost${path}`, {
      method: "POST",
      body: new URLSearchParams({ token }),
      headers: { origin: "http://localhost", "sec-fetch-site": "same-origin" },
    });

  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.stop());

  it("holds an unverified lead's mail to the typed address, mails one short request, and releases on a click", async () => {
    expect((await post("/fr/contact/", probe("victim@example.be"))).status).toBe(303);
    expect(await leadCount(lead.database.db)).toBe(1);
    const stored = await lead.database.db.selectFrom("lead").selectAll().executeTakeFirstOrThrow();
    expect(Boolean(stored.verified)).toBe(false);
    const queued = await messages();
    expect(queued.map((m) => [m.kind, m.status])).toEqual([
      ["agency-notification", "queued"],
      ["visitor-confirmation", "held"],
      ["lead-confirmation", "queued"],
    ]);
    const request = queued[2];
    expect(request?.to_address).toBe("victim@example.be");
    expect(request?.subject).toBe("Veuillez confirmer votre demande");
    const typed = `${request?.subject}${request?.text}${request?.html}`;
    for (const part of ["pills", "Zoë", "https://pills", "0475", "Cheap"])
      expect(typed).not.toContain(part);
    const link = /http:\/\/localhost(\/fr\/demande\/confirmer\/)\?token=([\w-]{32})/.exec(
      request?.text ?? "",
    );
    if (!link?.[1] || !link[2]) throw new Error("no confirmation link");
    const [, path, token] = link;

    await deliver();
    expect(sink.received.map((m) => m.to)).toEqual([
      ["info@immo-lumiere.example"],
      ["victim@example.be"],
    ]);
    // Opening the link (a mail scanner does) changes nothing: one button posts. The token leaves the
    // address at once and the page loads no tag (app/routing/link-token-pages.ts).
    const { arrival, location, page } = await openLink(lead.site.app, `${path}?token=${token}`);
    expect(arrival.status).toBe(303);
    expect(location).toBe(path);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    const html = await page.text();
    expect(html).toContain(`name="token" value="${token}"`);
    expect(html).toContain("Confirmer ma demande</button>");
    expect((await messages())[1]?.status).toBe("held");

    const confirmed = await confirm(path, token);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain("votre demande est confirmée");
    const verified = await lead.database.db
      .selectFrom("lead")
      .select("verified")
      .executeTakeFirstOrThrow();
    expect(Boolean(verified.verified)).toBe(true);
    await deliver();
    const confirmation = sink.received[2];
    expect(confirmation?.to).toEqual(["victim@example.be"]);
    expect(confirmation?.decoded).toContain("Bonjour Visit Zoë,");
    expect(confirmation?.decoded).not.toContain("pills");
    expect((await confirm(path, token)).status).toBe(400);
  });

  it("counts the confirm requests under the recipient's limit", async () => {
    const before = (await messages()).length;
    for (let n = 0; n < 3; n++)
      expect((await post("/fr/contact/", probe("victim@example.be"))).status).toBe(303);
    const requests = (await messages()).slice(before).filter((m) => m.kind === "lead-confirmation");
    // Two a day (the configured `perRecipientPerDay`; lead-site.ts empties the counts per test).
    expect(requests).toHaveLength(2);
    expect(await leadCount(lead.database.db)).toBe(4);
  });

  it("pauses every mail to a typed address after a burst of new recipients, tells the agency once, and resumes", async () => {
    const before = (await messages()).length;
    for (let n = 1; n <= 4; n++)
      expect((await post("/fr/contact/", probe(`new.${n}@example.be`))).status).toBe(303);
    const added = (await messages()).slice(before);
    const requests = added.filter((m) => m.kind === "lead-confirmation");
    // victim@ was the first new recipient: new.1 and new.2 pass, new.3 is one too many.
    expect(requests.map((m) => [m.to_address, m.status])).toEqual([
      ["new.1@example.be", "queued"],
      ["new.2@example.be", "queued"],
      ["new.3@example.be", "paused"],
      ["new.4@example.be", "paused"],
    ]);
    const notices = added.filter((m) => m.kind === "mail-paused");
    expect(notices.map((m) => m.to_address)).toEqual(["info@immo-lumiere.example"]);
    expect(notices[0]?.text).toContain("npm run mail -- resume");
    expect(lead.site.logLines.some((l) => l.msg === "mails to visitors paused")).toBe(true);
    // Nothing to a typed address leaves while paused, not even what was queued before the burst.
    sink.received.length = 0;
    await deliver();
    // The agency's mails go on: this test's four notifications and the notice, the last test's three.
    expect(sink.received.flatMap((m) => m.to)).toEqual(Array(8).fill("info@immo-lumiere.example"));
    expect(await resumeMails(lead.database.db)).toBe(2);
    await deliver();
    expect(sink.received.flatMap((m) => m.to).filter((to) => to.startsWith("new."))).toHaveLength(
      4,
    );
  });

  it("counts send-to-a-friend across the site per day", async () => {
    const limits = { perSenderPerDay: 5, perRecipientPerDay: 5, perDay: 2 };
    const sent = [];
    for (const n of [1, 2, 3])
      sent.push(
        await withinFriendLimits(
          lead.database.db,
          { sender: `s${n}@example.be`, friend: `f${n}@example.be` },
          limits,
        ),
      );
    expect(sent).toEqual([true, true, false]);
  });
});
