import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertStaff } from "#app/data/admin/staff-accounts.server.ts";
import { markFailed, markSent, queueMails, scheduleRetry } from "#app/data/mail/outbox.server.ts";
import { readMailLogFilter } from "#app/model/admin/mail-log.ts";
import type { MailKind, OutgoingMail } from "#app/model/leads/lead.ts";
import { mailLog, mailMessage, resendMail } from "#app/services/admin/mail-log.server.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";

// docs/requirements.md §17 "Mail log", ADR 054: every outbox message in its state, newest first, by
// state and kind, page by page; a message whole; "send again" for a failed one only, audited.
describe(`the mail log on ${engineUnderTest}`, () => {
  let t: TestDatabase;
  const now = new Date("2026-11-27T10:00:00.000Z");
  const who = { staffId: 0, clientAddress: "203.0.113.9" };
  const ids: Record<string, number> = {};

  const mail = (name: string, kind: MailKind, status?: "held" | "paused"): OutgoingMail => ({
    kind,
    messageId: `${name}@immo.example`,
    from: '"Immo" <agence@immo.example>',
    to: `${name}@visitor.example`,
    subject: `Mail ${name}`,
    html: `<p>${name}</p>`,
    text: name,
    status,
  });
  const filter = (query: string) => readMailLogFilter(new URLSearchParams(query));
  const audit = () => t.db.selectFrom("staff_audit").selectAll().execute();

  beforeAll(async () => {
    t = await createTestDatabase();
    const agent = { email: "agent@immo.example", role: "agent" as const, language: "nl" };
    who.staffId = (await insertStaff(t.db, { ...agent, passwordHash: undefined }, now)) ?? 0;
    const queue = async (name: string, kind: MailKind, status?: "held" | "paused") => {
      await queueMails(t.db, [mail(name, kind, status)], now, null);
      const row = await t.db
        .selectFrom("outbox_message")
        .select("id")
        .where("message_id", "=", `${name}@immo.example`)
        .executeTakeFirstOrThrow();
      ids[name] = row.id;
    };
    await queue("queued", "agency-notification");
    await queue("retrying", "agency-notification");
    await scheduleRetry(
      t.db,
      ids.retrying ?? 0,
      new Date("2026-11-27T10:04:00.000Z"),
      "421 Try later",
    );
    await queue("held", "visitor-confirmation", "held");
    await queue("paused", "friend", "paused");
    await queue("sent", "owner-login");
    await markSent(t.db, ids.sent ?? 0, now);
    await queue("failed", "agency-notification");
    await markFailed(t.db, ids.failed ?? 0, "550 Mailbox unavailable");
  });
  afterAll(() => t.dispose());

  it("lists every message newest first, each in its state", async () => {
    const log = await mailLog(t.db, filter(""));
    expect(log.entries.map((e) => [e.subject, e.state])).toEqual([
      ["Mail failed", "failed"],
      ["Mail sent", "sent"],
      ["Mail paused", "paused"],
      ["Mail held", "held"],
      ["Mail retrying", "retrying"],
      ["Mail queued", "queued"],
    ]);
    expect(log).toMatchObject({ total: 6, page: 1, pages: 1 });
    expect(log.kinds).toEqual([
      "agency-notification",
      "friend",
      "owner-login",
      "visitor-confirmation",
    ]);
  });

  it("shows a retrying message's next attempt and last SMTP answer", async () => {
    const log = await mailLog(t.db, filter("state=retrying"));
    expect(log.entries).toEqual([
      expect.objectContaining({
        subject: "Mail retrying",
        nextAttemptAt: new Date("2026-11-27T10:04:00.000Z"),
        lastError: "421 Try later",
      }),
    ]);
    const queued = await mailLog(t.db, filter("state=queued"));
    expect(queued.entries.map((e) => [e.subject, e.nextAttemptAt])).toEqual([
      ["Mail queued", undefined],
    ]);
  });

  it("filters by state and kind together", async () => {
    const failed = await mailLog(t.db, filter("state=failed&kind=agency-notification"));
    expect(failed.entries.map((e) => e.subject)).toEqual(["Mail failed"]);
    const sent = await mailLog(t.db, filter("kind=owner-login"));
    expect(sent.entries.map((e) => [e.subject, e.sentAt])).toEqual([["Mail sent", now]]);
    expect((await mailLog(t.db, filter("state=sent&kind=friend"))).entries).toEqual([]);
  });

  it("ignores filter values that do not fit, and pages past the end are empty", async () => {
    expect(filter("state=lost&kind=DROP%20TABLE&page=-3")).toEqual({
      state: undefined,
      kind: undefined,
      page: 1,
    });
    const beyond = await mailLog(t.db, filter("page=2"));
    expect(beyond).toMatchObject({ entries: [], total: 6, page: 2, pages: 1 });
  });

  it("pages by 50", async () => {
    const other = await createTestDatabase();
    try {
      const many = Array.from({ length: 51 }, (_, i) => mail(`m${i}`, "owner-login"));
      await queueMails(other.db, many, now, null);
      const first = await mailLog(other.db, filter(""));
      const second = await mailLog(other.db, filter("page=2"));
      expect([first.entries.length, first.pages, second.entries.length]).toEqual([50, 2, 1]);
      expect(second.entries[0]?.subject).toBe("Mail m0");
    } finally {
      await other.dispose();
    }
  });

  it("reads a message whole", async () => {
    expect(await mailMessage(t.db, ids.held ?? 0)).toMatchObject({
      kind: "visitor-confirmation",
      state: "held",
      messageId: "held@immo.example",
      from: '"Immo" <agence@immo.example>',
      to: "held@visitor.example",
      html: "<p>held</p>",
      text: "held",
      leadId: undefined,
    });
    expect(await mailMessage(t.db, 999_999)).toBeUndefined();
  });

  it("sends a failed mail again: queued as new, the same message, audited", async () => {
    expect(await resendMail(t.db, ids.failed ?? 0, who, now)).toBe("queued");
    expect(await mailMessage(t.db, ids.failed ?? 0)).toMatchObject({
      state: "queued",
      attempts: 0,
      lastError: undefined,
      messageId: "failed@immo.example",
    });
    expect(await audit()).toEqual([
      expect.objectContaining({
        staff_id: who.staffId,
        action: "mail.resend",
        object_kind: "mail",
        object_id: String(ids.failed),
        client_address: "203.0.113.9",
      }),
    ]);
  });

  it("sends nothing again that is not failed, and knows no other id", async () => {
    const before = await mailLog(t.db, filter(""));
    const auditBefore = (await audit()).length;
    expect(await resendMail(t.db, ids.sent ?? 0, who, now)).toBe("not-failed");
    expect(await resendMail(t.db, ids.retrying ?? 0, who, now)).toBe("not-failed");
    expect(await resendMail(t.db, 999_999, who, now)).toBe("not-found");
    expect(await mailLog(t.db, filter(""))).toEqual(before);
    expect(await audit()).toHaveLength(auditBefore);
  });
});
