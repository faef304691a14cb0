import { createServer, type Server } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertStaff } from "#app/data/admin/staff-accounts.server.ts";
import { siteConfigSchema } from "#app/model/config/site-config.ts";
import { sendTestMail, type TestMailFacts } from "#app/services/admin/test-mail.server.ts";
import { freePort } from "#tests/support/free-port.ts";
import { testSiteConfig } from "#tests/support/site-config-fixture.ts";
import { startSmtpSink } from "#tests/support/smtp-sink.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";

// docs/requirements.md §17 "Mail log", ADR 054: "send a test mail" through real SMTP servers on this
// machine, one for each thing that goes wrong, and says which in words; each try is audited.
describe(`a test mail on ${engineUnderTest}`, () => {
  let t: TestDatabase;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  const servers: { close(callback: () => void): unknown }[] = [];
  const now = new Date("2026-11-27T10:00:00.000Z");
  let facts: Omit<TestMailFacts, "smtpUrl">;

  const listen = async (server: SMTPServer | Server) => {
    const port = await freePort();
    await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", () => resolve()));
    servers.push(server);
    return port;
  };
  const send = (smtpUrl: string | undefined) =>
    sendTestMail(t.db, "admin@immo.example", { ...facts, smtpUrl }, now);

  beforeAll(async () => {
    t = await createTestDatabase();
    sink = await startSmtpSink();
    const staff = { email: "admin@immo.example", role: "admin" as const, language: "fr" };
    const id =
      (await insertStaff(t.db, { ...staff, name: "Anne", passwordHash: undefined }, now)) ?? 0;
    facts = {
      config: siteConfigSchema.parse(testSiteConfig()),
      origin: "https://www.immo.example",
      staff: { id, name: "Anne", email: staff.email, language: "fr" },
      clientAddress: "203.0.113.9",
      timeoutMs: 1_000,
    };
  });
  afterAll(async () => {
    await sink.stop();
    await Promise.all(servers.map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
    await t.dispose();
  });

  it("sends it at once, in the staff member's language, from the agency", async () => {
    expect(await send(sink.url)).toEqual({ sent: true });
    const mail = sink.received.at(-1);
    expect(mail?.to).toEqual(["admin@immo.example"]);
    expect(mail?.header("Subject")).toBe("E-mail de test depuis le bureau");
    expect(mail?.header("From")).toMatch(new RegExp(`<${facts.config?.agency.email}>$`));
    expect(mail?.decoded).toContain("envoyé par Anne depuis le bureau de Immo Lumière");
  });

  it("says the login was refused", async () => {
    const port = await listen(
      new SMTPServer({
        logger: false,
        disabledCommands: ["STARTTLS"],
        onAuth: (_auth, _session, callback) => callback(new Error("Invalid username or password")),
      }),
    );
    expect(await send(`smtp://site:wrong@127.0.0.1:${port}`)).toEqual({
      problem: "login-refused",
      detail: "Invalid login: 535 Invalid username or password",
    });
    // The same server, and settings without a login.
    expect(await send(`smtp://127.0.0.1:${port}`)).toMatchObject({ problem: "login-required" });
  });

  it("says nothing answers on a port nobody listens on", async () => {
    const port = await freePort();
    expect(await send(`smtp://127.0.0.1:${port}`)).toEqual({
      problem: "connection-refused",
      detail: `connect ECONNREFUSED 127.0.0.1:${port}`,
    });
  });

  it("says the host name is unknown", async () => {
    // .invalid never resolves (RFC 6761).
    expect(await send("smtp://smtp.agency.invalid:587")).toMatchObject({
      problem: "unknown-host",
    });
  });

  it("says the secure connection failed: a certificate not valid, or smtps:// on a plain port", async () => {
    // smtp-server's own certificate, which no client trusts.
    const port = await listen(new SMTPServer({ logger: false, authOptional: true }));
    expect(await send(`smtp://127.0.0.1:${port}`)).toMatchObject({ problem: "tls" });
    expect(await send(sink.url.replace("smtp://", "smtps://"))).toMatchObject({ problem: "tls" });
  });

  it("says the server did not answer in time", async () => {
    const port = await listen(createServer(() => undefined));
    expect(await send(`smtp://127.0.0.1:${port}`)).toMatchObject({ problem: "timeout" });
  });

  it("says when there is no SMTP server to send through", async () => {
    expect(await send(undefined)).toEqual({ noSmtp: true });
  });

  it("audits every try with its result, never the address or the settings", async () => {
    const rows = await t.db
      .selectFrom("staff_audit")
      .select(["action", "detail", "staff_id"])
      .orderBy("id")
      .execute();
    expect(rows.map((r) => [r.action, JSON.parse(r.detail ?? "{}").result])).toEqual([
      ["mail.test", "sent"],
      ["mail.test", "login-refused"],
      ["mail.test", "login-required"],
      ["mail.test", "connection-refused"],
      ["mail.test", "unknown-host"],
      ["mail.test", "tls"],
      ["mail.test", "tls"],
      ["mail.test", "timeout"],
      ["mail.test", "no-smtp"],
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/immo\.example|wrong|127\.0\.0\.1/);
  });
});
