import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { queueUnsubscribeDeliveries } from "#app/data/crm/crm-deliveries.server.ts";
import { confirmLead, storeLead } from "#app/data/leads/leads.server.ts";
import { webhookBodySchema } from "#app/model/crm/webhook-body.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";
import { startWebhookReceiver, type WebhookReceiver } from "#tests/support/webhook-receiver.ts";
import { type CrmWorkerOptions, startCrmWorker } from "./crm-worker.server.ts";
import { webhookTarget } from "./webhook-target.server.ts";

// Issue 28 "Deliver", ADR 064: leads delivered through the signed webhook to a real receiver, which checks
// the signature and refuses replays, whatever it does meanwhile (down, 5xx, no answer, 401, garbage).
describe(`the CRM queue through the webhook on ${engineUnderTest}`, () => {
  const secret = "a-webhook-secret-that-is-long-enough-1234";
  let database: TestDatabase;
  let receiver: WebhookReceiver;
  const lines: { level: string; message: string; fields?: Record<string, unknown> }[] = [];
  const log = Object.fromEntries(
    ["info", "warn", "error"].map((level) => [
      level,
      (message: string, fields?: Record<string, unknown>) => lines.push({ level, message, fields }),
    ]),
  ) as unknown as CrmWorkerOptions["log"];
  // The worker's clock runs ahead of the real one by `skipped`: a retry falls due when the test says.
  let skipped = 0;

  const worker = (options: { allowHosts?: string[]; sendTimeoutMs?: number } = {}) =>
    startCrmWorker({
      db: database.db,
      targets: [
        webhookTarget({
          url: receiver.url,
          secret,
          allowHosts: options.allowHosts ?? ["127.0.0.1"],
        }),
      ],
      log,
      pollMs: 3_600_000,
      sendTimeoutMs: options.sendTimeoutMs ?? 5_000,
      retry: { firstDelayMs: 1_000, maxDelayMs: 4_000, maxAttempts: 4, pauseMs: 60_000 },
      now: () => new Date(Date.now() + skipped),
    });

  /** One tick of a worker, then a later one once `ms` passed on its clock. */
  const run = async (options?: Parameters<typeof worker>[0]) => {
    const running = worker(options);
    await running.runOnce();
    await running.stop();
  };

  const lead = (options: { confirm?: boolean } = {}) =>
    storeLead(
      database.db,
      {
        form: "contact-appointment",
        language: "nl",
        propertyId: 101,
        fields: { firstName: "Zoë", email: "zoe@example.be", day: "2026-12-02", slot: "10:00" },
        source: { utm: { utm_source: "immoweb" } },
        verified: !options.confirm,
        confirm: options.confirm
          ? { hash: `hash-${Date.now()}`, expiresAt: new Date(Date.now() + 3_600_000) }
          : undefined,
        crmTargets: ["webhook"],
      },
      [],
      new Date(),
    );

  const deliveryOf = (leadId: number) =>
    database.db
      .selectFrom("crm_delivery")
      .selectAll()
      .where("lead_id", "=", leadId)
      .executeTakeFirstOrThrow();

  const accepted = () => receiver.received.filter((call) => call.answer === 200);

  beforeAll(async () => {
    database = await createTestDatabase();
    receiver = await startWebhookReceiver(secret);
  });
  afterAll(async () => {
    await receiver.stop();
    await database.dispose();
  });
  beforeEach(async () => {
    await database.db.deleteFrom("crm_delivery").execute();
    await database.db.deleteFrom("crm_pause").execute();
    await database.db.deleteFrom("lead").execute();
    receiver.received.length = 0;
    receiver.answers.length = 0;
    receiver.clockSkewSeconds = 0;
    lines.length = 0;
    skipped = 0;
  });

  it("delivers a lead once, signed, in the documented body, and keeps the CRM's answer", async () => {
    const id = await lead();
    await run();
    await run();
    expect(receiver.received).toHaveLength(1);
    const [call] = receiver.received;
    expect(call?.verdict).toBe("ok");
    const body = webhookBodySchema.parse(JSON.parse(call?.raw ?? ""));
    const delivery = await deliveryOf(id);
    expect(call?.idempotencyKey).toBe(String(delivery.id));
    expect(body).toMatchObject({
      version: 1,
      event: "lead.created",
      id: delivery.id,
      lead: {
        id,
        form: "contact-appointment",
        language: "nl",
        propertyId: 101,
        fields: { day: "2026-12-02", slot: "10:00" },
        source: { utm: { utm_source: "immoweb" } },
      },
    });
    expect(delivery).toMatchObject({ status: "delivered", attempts: 1 });
    expect(delivery.answer).toMatch(/^\{"contactId":"C-\d+"\}$/);
  });

  it("is refused by the receiver when replayed after its window", async () => {
    await lead();
    await run();
    const [call] = receiver.received;
    receiver.clockSkewSeconds = 6 * 60;
    expect(call && (await receiver.replay(call))).toBe(401);
    expect(receiver.received.at(-1)?.verdict).toBe("replayed");
  });

  it("retries while the receiver is down and delivers once it is back", async () => {
    const id = await lead();
    await receiver.down();
    await run();
    const waiting = await deliveryOf(id);
    expect(waiting).toMatchObject({ status: "retrying", attempts: 1 });
    expect(waiting.last_error).toMatch(/refused the connection/);
    await receiver.up();
    await run();
    expect(receiver.received).toHaveLength(0);
    skipped += 1_000;
    await run();
    expect(accepted()).toHaveLength(1);
    expect(await deliveryOf(id)).toMatchObject({ status: "delivered", attempts: 2 });
  });

  it("retries a 5xx, then delivers on the 200", async () => {
    const id = await lead();
    receiver.answers.push(503);
    await run();
    expect((await deliveryOf(id)).last_error).toMatch(/HTTP 503/);
    skipped += 1_000;
    await run();
    expect(receiver.received.map((call) => call.answer)).toEqual([503, 200]);
    expect(await deliveryOf(id)).toMatchObject({ status: "delivered", attempts: 2 });
  });

  it("records a time-out after sending as unknown and sends the same id again", async () => {
    const id = await lead();
    receiver.answers.push("hang");
    await run({ sendTimeoutMs: 300 });
    const unknown = await deliveryOf(id);
    expect(unknown).toMatchObject({ status: "retrying" });
    expect(Boolean(unknown.unknown_outcome)).toBe(true);
    expect(unknown.last_error).toMatch(/may have arrived/);
    skipped += 1_000;
    await run();
    expect(await deliveryOf(id)).toMatchObject({ status: "delivered", attempts: 2 });
    const keys = receiver.received.map((call) => call.idempotencyKey);
    expect(keys).toEqual([String(unknown.id), String(unknown.id)]);
  });

  it("pauses the webhook on a 401 and calls it no more while paused", async () => {
    const first = await lead();
    receiver.answers.push(401);
    await run();
    const pause = await database.db.selectFrom("crm_pause").selectAll().executeTakeFirstOrThrow();
    expect(pause.reason).toMatch(/refused our signature .*LEAD_WEBHOOK_SECRET/);
    const second = await lead();
    await run();
    skipped += 30_000;
    await run();
    expect(receiver.received).toHaveLength(1);
    expect(await deliveryOf(first)).toMatchObject({ status: "retrying", attempts: 0 });
    skipped += 60_000;
    await run();
    expect(await deliveryOf(first)).toMatchObject({ status: "delivered" });
    expect(await deliveryOf(second)).toMatchObject({ status: "delivered" });
  });

  it("retries an answer that is not HTTP and fails a refused lead at once", async () => {
    const garbled = await lead();
    receiver.answers.push("garbage");
    await run();
    expect((await deliveryOf(garbled)).last_error).toMatch(/not HTTP|closed the connection/);
    receiver.answers.push(422);
    skipped += 1_000;
    await run();
    expect(await deliveryOf(garbled)).toMatchObject({ status: "failed", attempts: 2 });
    expect((await deliveryOf(garbled)).last_error).toMatch(/refused the lead \(HTTP 422/);
    expect(JSON.stringify(lines)).not.toContain(secret);
  });

  it("fails a delivery after the attempt limit", async () => {
    const id = await lead();
    receiver.answers.push(500, 500, 500, 500);
    for (let attempt = 0; attempt < 4; attempt++) {
      await run();
      skipped += 4_000;
    }
    expect(await deliveryOf(id)).toMatchObject({ status: "failed", attempts: 4 });
    expect(lines.at(-1)?.message).toBe("crm delivery failed");
  });

  it("refuses a loopback address unless its host is allowed, pausing the webhook", async () => {
    const id = await lead();
    await run({ allowHosts: [] });
    expect(receiver.received).toHaveLength(0);
    const pause = await database.db.selectFrom("crm_pause").selectAll().executeTakeFirstOrThrow();
    expect(pause.reason).toMatch(/127\.0\.0\.1 is a loopback address.*LEAD_WEBHOOK_ALLOW_HOSTS/);
    expect(await deliveryOf(id)).toMatchObject({ status: "retrying" });
  });

  it("holds a lead waiting for its confirmation link, then sends it at once", async () => {
    const id = await lead({ confirm: true });
    await run();
    expect(receiver.received).toHaveLength(0);
    expect(await deliveryOf(id)).toMatchObject({ status: "held" });
    const { confirm_hash } = await database.db
      .selectFrom("lead")
      .select("confirm_hash")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    await confirmLead(database.db, confirm_hash ?? "", new Date());
    await run();
    expect(await deliveryOf(id)).toMatchObject({ status: "delivered" });
  });

  it("sends a demand-register unsubscribe as person.unsubscribed", async () => {
    await queueUnsubscribeDeliveries(database.db, {
      targets: ["webhook"],
      person: { email: "zoe@example.be", language: "fr" },
      now: new Date(),
    });
    await run();
    const body = webhookBodySchema.parse(JSON.parse(receiver.received[0]?.raw ?? ""));
    expect(body).toMatchObject({
      event: "person.unsubscribed",
      person: { email: "zoe@example.be", language: "fr" },
    });
  });
});
