import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeSiteConfig } from "#app/data/config/site-config.server.ts";
import { markFailed, markSent, queueMails, scheduleRetry } from "#app/data/mail/outbox.server.ts";
import { disableStaff } from "#app/services/admin/staff-accounts.server.ts";
import { freePort } from "#tests/support/free-port.ts";
import { testSiteConfig } from "#tests/support/site-config-fixture.ts";
import { startSmtpSink } from "#tests/support/smtp-sink.ts";
import { addTestStaff, staffSessionCookie } from "#tests/support/staff-sessions.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";

// docs/requirements.md §17 "Mail log", ADR 054: the desk's mail log, a message and its HTML part, "send
// again" and "send a test mail" through the whole application, with each refusal.
describe(`the desk's mail log on ${engineUnderTest}`, () => {
  let t: TestDatabase;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let site: Awaited<ReturnType<typeof createTestApp>>;
  let agentCookie: string;
  const ids: Record<string, number> = {};
  const now = new Date();

  const request = (path: string, init: RequestInit & { cookie?: string } = {}) => {
    const headers = new Headers(init.headers);
    if (!headers.has("cookie")) headers.set("cookie", init.cookie ?? agentCookie);
    return site.app.request(`http://localhost${path}`, { redirect: "manual", ...init, headers });
  };
  const post = (path: string, fields: Record<string, string>, init: RequestInit = {}) =>
    request(path, { ...init, method: "POST", body: new URLSearchParams(fields) });
  const stateOf = async (id: number | undefined) =>
    (
      await t.db
        .selectFrom("outbox_message")
        .select(["status", "attempts", "last_error"])
        .where("id", "=", id ?? 0)
        .executeTakeFirstOrThrow()
    ).status;
  const audit = () => t.db.selectFrom("staff_audit").selectAll().orderBy("id").execute();

  beforeAll(async () => {
    t = await createTestDatabase();
    await writeSiteConfig(t.db, testSiteConfig("Immo Lumière"));
    sink = await startSmtpSink();
    const agent = await addTestStaff(t.db, {
      role: "agent",
      email: "bert@agency.example",
      language: "nl",
    });
    agentCookie = await staffSessionCookie(t.db, agent);
    site = await createTestApp(t, { operations: { smtpUrl: sink.url, sync: undefined } });
    for (const name of ["sent", "retrying", "failed"]) {
      await queueMails(
        t.db,
        [
          {
            kind: "agency-notification",
            messageId: `${name}@immo.example`,
            from: "agence@immo.example",
            to: `${name}@visitor.example`,
            subject: `Nouvelle demande ${name}`,
            html: `<p style="color: #1f3a4d">HTML ${name}</p><script>alert(1)</script>`,
            text: `Texte ${name}`,
          },
        ],
        now,
        null,
      );
      const row = await t.db
        .selectFrom("outbox_message")
        .select("id")
        .where("message_id", "=", `${name}@immo.example`)
        .executeTakeFirstOrThrow();
      ids[name] = row.id;
    }
    await markSent(t.db, ids.sent ?? 0, now);
    await scheduleRetry(t.db, ids.retrying ?? 0, new Date(now.getTime() + 60_000), "421 Busy");
    await markFailed(t.db, ids.failed ?? 0, "550 No such user");
  });
  afterAll(async () => {
    await sink.stop();
    await t.dispose();
  });

  it("lists every mail in the member's language, with its state and the retry's last answer", async () => {
    const res = await request("/admin/mail/");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const html = await res.text();
    expect(html).toContain("Maillogboek");
    for (const [name, state] of [
      ["sent", "Verzonden"],
      ["retrying", "Opnieuw proberen"],
      ["failed", "Mislukt"],
    ]) {
      expect(html).toContain(`Nouvelle demande ${name}`);
      expect(html).toContain(state);
    }
    expect(html).toContain("421 Busy");
    expect(html).toContain(`href="/admin/mail/${ids.failed}/"`);
  });

  it("filters by state and kind from the URL, and ignores a value that does not fit", async () => {
    const failed = await (await request("/admin/mail/?state=failed")).text();
    expect(failed).toContain("Nouvelle demande failed");
    expect(failed).not.toContain("Nouvelle demande sent");
    const none = await (await request("/admin/mail/?kind=owner-login")).text();
    expect(none).toContain("Geen mail voldoet aan deze filters.");
    const bad = await request("/admin/mail/?state=%3Cscript%3E&page=x");
    expect(bad.status).toBe(200);
    expect(await bad.text()).toContain("Nouvelle demande sent");
  });

  it("shows a message whole, its HTML part framed from a sandboxed document of its own", async () => {
    const res = await request(`/admin/mail/${ids.retrying}/`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("retrying@visitor.example");
    expect(html).toContain("Texte retrying");
    expect(html).toContain("421 Busy");
    const frame = `/admin/mail/${ids.retrying}/message.html`;
    expect(html).toMatch(new RegExp(`<iframe[^>]*src="${frame}"[^>]*sandbox=""`));
    // The page may frame that document and nothing else; nobody may frame the page.
    const policy = res.headers.get("content-security-policy") ?? "";
    expect(policy).toContain(`frame-src http://localhost${frame};`);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(html).not.toContain("alert(1)");

    const part = await request(frame);
    expect(part.status).toBe(200);
    expect(part.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const partPolicy = part.headers.get("content-security-policy") ?? "";
    expect(partPolicy).toContain("sandbox");
    expect(partPolicy).toContain("default-src 'none'");
    expect(partPolicy).not.toMatch(/script-src/);
    expect(part.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(part.headers.get("cache-control")).toBe("private, no-store");
    expect(await part.text()).toContain('<p style="color: #1f3a4d">HTML retrying</p>');
  });

  it("answers 404 for a message that does not exist, or an id that is none", async () => {
    for (const path of [
      "/admin/mail/999999/",
      "/admin/mail/abc/",
      "/admin/mail/0/",
      "/admin/mail/999999/message.html",
    ])
      expect((await request(path)).status, path).toBe(404);
    expect((await post("/admin/mail/999999/", { intent: "resend" })).status).toBe(404);
  });

  it("sends a failed mail again, audited, and nothing else", async () => {
    const sent = await post(`/admin/mail/${ids.sent}/`, { intent: "resend" });
    expect(sent.status).toBe(409);
    expect(await sent.text()).toContain("Alleen een mislukte mail kan opnieuw verzonden worden");
    expect(await stateOf(ids.sent)).toBe("sent");

    const res = await post(`/admin/mail/${ids.failed}/`, { intent: "resend" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`/admin/mail/${ids.failed}/?resent`);
    expect(await stateOf(ids.failed)).toBe("queued");
    expect(await (await request(`/admin/mail/${ids.failed}/?resent`)).text()).toContain(
      "Opnieuw in de wachtrij",
    );
    expect((await audit()).map((row) => [row.action, row.object_id])).toEqual([
      ["mail.resend", String(ids.failed)],
    ]);
  });

  it("sends a test mail at once to the address given, and audits it", async () => {
    const res = await post("/admin/mail/", { intent: "test-mail", to: "Bert@Agency.example" });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(
      "De SMTP-server heeft de testmail voor bert@agency.example aanvaard",
    );
    expect(sink.received.at(-1)?.to).toEqual(["bert@agency.example"]);
    expect((await audit()).at(-1)).toMatchObject({
      action: "mail.test",
      detail: '{"result":"sent"}',
    });
  });

  it("refuses a test mail to an address that is none, sending nothing", async () => {
    const before = { mails: sink.received.length, audit: (await audit()).length };
    const res = await post("/admin/mail/", { intent: "test-mail", to: "not an address" });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Typ een geldig e-mailadres");
    expect(sink.received.length).toBe(before.mails);
    expect(await audit()).toHaveLength(before.audit);
  });

  it("says in words what is wrong with the SMTP settings", async () => {
    const port = await freePort();
    const other = await createTestApp(t, {
      operations: { smtpUrl: `smtp://127.0.0.1:${port}`, sync: undefined },
    });
    const res = await other.app.request("http://localhost/admin/mail/", {
      method: "POST",
      body: new URLSearchParams({ intent: "test-mail", to: "bert@agency.example" }),
      headers: { cookie: agentCookie },
    });
    const html = await res.text();
    expect(html).toContain("Niets antwoordt op dat adres en die poort");
    expect(html).toContain(`connect ECONNREFUSED 127.0.0.1:${port}`);
  });

  it("refuses a post from another site, changing nothing", async () => {
    await markFailed(t.db, ids.failed ?? 0, "550 No such user");
    const res = await post(
      `/admin/mail/${ids.failed}/`,
      { intent: "resend" },
      { headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" } },
    );
    expect(res.status).toBe(403);
    expect(await stateOf(ids.failed)).toBe("failed");
  });

  it("sends a visitor without a session, or with a disabled account, to the login page", async () => {
    for (const path of [
      "/admin/mail/",
      `/admin/mail/${ids.sent}/`,
      `/admin/mail/${ids.sent}/message.html`,
    ]) {
      const res = await site.app.request(`http://localhost${path}`, { redirect: "manual" });
      expect(res.status, path).toBe(303);
      expect(res.headers.get("location")).toMatch(/^\/admin\/login\/\?next=/);
    }
    const carol = await addTestStaff(t.db, { role: "agent", email: "carol@agency.example" });
    const cookie = await staffSessionCookie(t.db, carol);
    expect((await request("/admin/mail/", { cookie })).status).toBe(200);
    await disableStaff(t.db, "carol@agency.example", new Date());
    const res = await request("/admin/mail/", { cookie });
    expect(res.status).toBe(303);
    const resend = await post(
      `/admin/mail/${ids.failed}/`,
      { intent: "resend" },
      { headers: { cookie } },
    );
    expect(resend.status).toBe(303);
    expect(resend.headers.get("location")).toMatch(/^\/admin\/login\//);
    expect(await stateOf(ids.failed)).toBe("failed");
  });
});
