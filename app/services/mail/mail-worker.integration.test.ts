import { mkdtemp, readdir, readFile } from "node:fs/promises";
import { type AddressInfo, createServer, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { storeLead } from "#app/data/leads/leads.server.ts";
import { claimDueMessages, queueMails } from "#app/data/mail/outbox.server.ts";
import type { OutgoingMail } from "#app/model/leads/lead.ts";
import { startSmtpSink } from "#tests/support/smtp-sink.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";
import { folderTransport, smtpTransport } from "./mail-transport.server.ts";
import { type MailWorkerOptions, startMailWorker } from "./mail-worker.server.ts";

// docs/requirements.md §14 "Never lost", ADR 022: the outbox delivered through a real SMTP server.
describe(`the mail worker on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  const lines: { level: string; message: string; fields?: Record<string, unknown> }[] = [];
  const log = Object.fromEntries(
    ["info", "warn", "error"].map((level) => [
      level,
      (message: string, fields?: Record<string, unknown>) => {
        lines.push({ level, message, fields });
      },
    ]),
  ) as MailWorkerOptions["log"];
  let sequence = 0;

  const mail = (to: string): OutgoingMail => {
    sequence += 1;
    return {
      kind: "visitor-confirmation",
      messageId: `test-${sequence}-${Date.now()}@site.test`,
      from: '"Immo Lumière" <info@immo-lumiere.example>',
      to,
      subject: `Message ${sequence}`,
      html: `<p>Message ${sequence}</p>`,
      text: `Message ${sequence}`,
    };
  };

  const queue = async (mails: OutgoingMail[], createdAt = new Date()) =>
    storeLead(
      database.db,
      { form: "site-contact", language: "fr", fields: { firstName: "Zoë" }, verified: false },
      mails,
      createdAt,
    );

  const statusOf = async (messageId: string) =>
    database.db
      .selectFrom("outbox_message")
      .select(["status", "attempts", "last_error"])
      .where("message_id", "=", messageId)
      .executeTakeFirstOrThrow();

  // The workers' clock runs ahead of the real one by `skipped`: a retry falls due when the test says.
  let skipped = 0;
  const skip = (ms: number) => {
    skipped += ms;
  };

  /** A worker that only runs when told to (its first tick aside), retrying after 20 ms. */
  const worker = (options: Partial<MailWorkerOptions> = {}) =>
    startMailWorker({
      db: database.db,
      transport: smtpTransport(sink.url),
      log,
      retentionMonths: 24,
      pollMs: 3_600_000,
      retry: { firstDelayMs: 20, maxDelayMs: 40, giveUpAfterMs: 60_000 },
      now: () => new Date(Date.now() + skipped),
      ...options,
    });

  beforeAll(async () => {
    database = await createTestDatabase();
    sink = await startSmtpSink({ refuseDomain: "refused.example" });
  });
  afterAll(async () => {
    await sink.stop();
    await database.dispose();
  });
  beforeEach(async () => {
    await database.db.deleteFrom("outbox_message").execute();
    await database.db.deleteFrom("lead").execute();
    sink.received.length = 0;
    lines.length = 0;
    skipped = 0;
  });

  it("delivers each queued message once and marks it sent", async () => {
    const mails = [mail("a@example.be"), mail("b@example.be")];
    await queue(mails);
    const running = worker();
    await running.runOnce();
    await running.runOnce();
    await running.stop();
    expect(sink.received.map((m) => m.messageId).sort()).toEqual(
      mails.map((m) => m.messageId).sort(),
    );
    expect(sink.received[0]?.to).toHaveLength(1);
    expect(await statusOf(mails[0]?.messageId ?? "")).toMatchObject({
      status: "sent",
      attempts: 1,
    });
  });

  it("shares the queue between two workers at once: each message goes out once", async () => {
    const mails = Array.from({ length: 30 }, (_, i) => mail(`visitor${i}@example.be`));
    await queue(mails);
    const [first, second] = [worker(), worker()];
    await Promise.all([first.runOnce(), second.runOnce()]);
    await Promise.all([first.stop(), second.stop()]);
    const ids = sink.received.map((m) => m.messageId);
    expect(ids).toHaveLength(30);
    expect(new Set(ids).size).toBe(30);
  });

  it("keeps messages while SMTP is down, then delivers every one exactly once", async () => {
    const mails = [mail("a@example.be"), mail("b@example.be"), mail("c@example.be")];
    await queue(mails);
    await sink.stop();
    const running = worker();
    await running.runOnce();
    expect(await statusOf(mails[0]?.messageId ?? "")).toMatchObject({ status: "queued" });
    expect(lines.some((l) => l.message === "mail not sent, will retry")).toBe(true);
    skip(60);
    await running.runOnce(); // still down: a second attempt, later again
    await sink.start();
    skip(60);
    await running.runOnce();
    await running.runOnce();
    await running.stop();
    expect(sink.received.map((m) => m.messageId).sort()).toEqual(
      mails.map((m) => m.messageId).sort(),
    );
    for (const { messageId } of mails) {
      const row = await statusOf(messageId);
      expect(row.status).toBe("sent");
      expect(row.attempts).toBeGreaterThanOrEqual(3);
    }
  });

  it("ends a permanently refused message as failed at once, and logs it", async () => {
    const refused = mail("nobody@refused.example");
    await queue([refused]);
    const running = worker();
    await running.runOnce();
    await running.stop();
    expect(await statusOf(refused.messageId)).toMatchObject({ status: "failed", attempts: 1 });
    expect((await statusOf(refused.messageId)).last_error).toContain("550");
    const failure = lines.find((l) => l.message === "mail failed");
    expect(failure).toMatchObject({ level: "error", fields: { messageId: refused.messageId } });
    expect(sink.received).toHaveLength(0);
  });

  it("resends the same message after a crash between sending and marking it", async () => {
    const one = mail("a@example.be");
    await queue([one]);
    // A server claims and sends it, then dies before marking it sent: its lease runs out.
    const [claimed] = await claimDueMessages(database.db, {
      now: new Date(),
      leaseUntil: new Date(Date.now() + 30),
      limit: 10,
    });
    if (!claimed) throw new Error("nothing claimed");
    const transport = smtpTransport(sink.url);
    await transport.send(claimed);
    transport.close();
    skip(60);
    const running = worker();
    await running.runOnce();
    await running.stop();
    // Twice on the wire, but the same mail: same Message-ID, byte for byte the same message.
    expect(sink.received).toHaveLength(2);
    expect(sink.received[1]?.messageId).toBe(one.messageId);
    expect(sink.received[1]?.raw).toBe(sink.received[0]?.raw);
    expect(await statusOf(one.messageId)).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("gives up on a send the SMTP server never answers, and sends it again later", async () => {
    // A server that accepts the connection and never says a word.
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as AddressInfo;
    const one = mail("a@example.be");
    await queue([one]);
    const hanging = worker({
      transport: smtpTransport(`smtp://127.0.0.1:${port}`),
      sendTimeoutMs: 200,
    });
    await hanging.runOnce();
    await hanging.stop();
    for (const socket of sockets) socket.destroy();
    silent.close();
    expect(await statusOf(one.messageId)).toMatchObject({ status: "queued", attempts: 1 });
    expect((await statusOf(one.messageId)).last_error).toContain("no answer from SMTP");
    skip(60);
    const running = worker();
    await running.runOnce();
    await running.stop();
    expect(sink.received.map((m) => m.messageId)).toEqual([one.messageId]);
    expect(await statusOf(one.messageId)).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("writes .eml files in the outbox folder without SMTP_URL", async () => {
    const dir = join(await mkdtemp(join(tmpdir(), "site-data-")), "outbox");
    const one = mail("a@example.be");
    await queue([one]);
    const running = worker({ transport: folderTransport(dir) });
    await running.runOnce();
    await running.stop();
    const files = await readdir(dir);
    expect(files).toEqual([`${one.messageId}.eml`]);
    const eml = await readFile(join(dir, files[0] ?? ""), "utf8");
    expect(eml).toContain(`Message-ID: <${one.messageId}>`);
    expect(eml).toContain("To: a@example.be");
    expect(await statusOf(one.messageId)).toMatchObject({ status: "sent" });
  });

  it("deletes leads past the retention with their messages, keeps the others", async () => {
    const old = new Date();
    old.setUTCMonth(old.getUTCMonth() - 25);
    const oldMail = mail("old@example.be");
    const oldLead = await queue([oldMail], old);
    const recentLead = await queue([mail("new@example.be")]);
    // A mail of the site itself (no lead), sent long ago, goes too; a recent one stays.
    const own = (to: string) => ({ ...mail(to), kind: "owner-login" as const });
    await queueMails(database.db, [own("old-own@example.be")], old, null);
    await database.db
      .updateTable("outbox_message")
      .set({ status: "sent" })
      .where("to_address", "=", "old-own@example.be")
      .execute();
    await queueMails(database.db, [own("waiting@example.be")], new Date(), null);
    const running = worker({ transport: folderTransport(await mkdtemp(join(tmpdir(), "ob-"))) });
    await running.runOnce();
    await running.stop();
    const leads = await database.db.selectFrom("lead").select("id").execute();
    expect(leads.map((l) => l.id)).toEqual([recentLead]);
    const orphans = await database.db
      .selectFrom("outbox_message")
      .select("id")
      .where("lead_id", "=", oldLead)
      .execute();
    expect(orphans).toHaveLength(0);
    const kept = await database.db
      .selectFrom("outbox_message")
      .select("to_address")
      .where("lead_id", "is", null)
      .execute();
    expect(kept.map((m) => m.to_address)).toEqual(["waiting@example.be"]);
    expect(lines.find((l) => l.message === "old leads deleted")?.fields).toMatchObject({
      deleted: 1,
    });
  });
});
