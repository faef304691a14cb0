import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditActions, listStaffAudit } from "#app/data/admin/audit-log.server.ts";
import { appendStaffAudit } from "#app/data/admin/staff-audit.server.ts";
import type { StaffAuditAction } from "#app/model/admin/audit-actions.ts";
import { folderTransport } from "#app/services/mail/mail-transport.server.ts";
import { startMailWorker } from "#app/services/mail/mail-worker.server.ts";
import { addTestStaff } from "#tests/support/staff-sessions.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";

// docs/requirements.md §17 "Audit log", ADR 055: the log as the desk reads it, append-only in the
// database itself (migration 0032), and kept 24 months by the retention the mail worker runs.
describe(`the staff audit log on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let eva: number;
  let tom: number;
  const monthsAgo = (months: number, days = 0) => {
    const at = new Date();
    at.setUTCMonth(at.getUTCMonth() - months);
    at.setUTCDate(at.getUTCDate() - days);
    return at;
  };
  const append = (staffId: number | undefined, action: StaffAuditAction, at: Date, id = 1) =>
    appendStaffAudit(
      database.db,
      { staffId, action, object: { kind: "lead", id }, clientAddress: "192.0.2.4" },
      at,
    );
  const ids = async () =>
    (await database.db.selectFrom("staff_audit").select("id").orderBy("id").execute()).map((row) =>
      Number(row.id),
    );

  beforeAll(async () => {
    database = await createTestDatabase();
    eva = await addTestStaff(database.db, {
      role: "agent",
      email: "eva@immo.example",
      name: "Eva",
    });
    tom = await addTestStaff(database.db, {
      role: "agent",
      email: "tom@immo.example",
      name: "Tom",
    });
  });
  afterAll(() => database.dispose());
  beforeEach(async () => {
    // Rows older than 24 months are the only ones anything may delete.
    await database.db.deleteFrom("staff_audit").where("created_at", "<", monthsAgo(25)).execute();
  });

  it("lists newest first with who did it, filtered by staff, action, object and days in Brussels", async () => {
    // 23:30 UTC on 26 November is 00:30 on the 27th in Brussels (winter time); last year's, so that
    // retention never takes these entries.
    const year = new Date().getUTCFullYear() - 1;
    const on = (time: string) => new Date(`${year}-11-${time}Z`);
    await append(eva, "lead.status", on("26T22:30:00"), 7);
    await append(eva, "lead.assign", on("26T23:30:00"), 7);
    await append(tom, "lead.status", on("27T12:00:00"), 8);
    await append(undefined, "login.failed", on("28T09:00:00"));
    const all = await listStaffAudit(database.db, {});
    expect(all.total).toBe(4);
    expect(all.rows.map((r) => r.action)).toEqual([
      "login.failed",
      "lead.status",
      "lead.assign",
      "lead.status",
    ]);
    expect(all.rows[0]?.staff).toBeUndefined();
    expect(all.rows[1]).toMatchObject({
      staff: { id: tom, name: "Tom", email: "tom@immo.example" },
      object: { kind: "lead", id: "8" },
      clientAddress: "192.0.2.4",
    });
    const actions = (filter: Parameters<typeof listStaffAudit>[1]) =>
      listStaffAudit(database.db, filter).then((page) => page.rows.map((r) => r.action));
    expect(await actions({ staff: eva })).toEqual(["lead.assign", "lead.status"]);
    expect(await actions({ action: "lead.status" })).toEqual(["lead.status", "lead.status"]);
    expect(await actions({ kind: "lead", object: "7" })).toEqual(["lead.assign", "lead.status"]);
    expect(await actions({ from: `${year}-11-27`, to: `${year}-11-27` })).toEqual([
      "lead.status",
      "lead.assign",
    ]);
    expect(await actions({ to: `${year}-11-26` })).toEqual(["lead.status"]);
    expect(await listStaffAudit(database.db, { page: 2 })).toMatchObject({ rows: [], total: 4 });
    expect(await auditActions(database.db)).toEqual(["lead.assign", "lead.status", "login.failed"]);
  });

  it("refuses every update, and the deletion of an entry younger than 24 months", async () => {
    await append(eva, "lead.note", monthsAgo(23, 20));
    await append(eva, "lead.note", monthsAgo(25));
    const before = await ids();
    const youngest = before.at(-2) ?? 0;
    const oldest = before.at(-1) ?? 0;
    const refused = /append-only/;
    await expect(
      database.db
        .updateTable("staff_audit")
        .set({ action: "x" })
        .where("id", "=", youngest)
        .execute(),
    ).rejects.toThrow(refused);
    await expect(
      database.db
        .updateTable("staff_audit")
        .set({ staff_id: null })
        .where("id", "=", oldest)
        .execute(),
    ).rejects.toThrow(refused);
    await expect(
      database.db.deleteFrom("staff_audit").where("id", "=", youngest).execute(),
    ).rejects.toThrow(refused);
    await expect(database.db.deleteFrom("staff_audit").execute()).rejects.toThrow(refused);
    if (engineUnderTest === "postgres")
      await expect(sql`truncate staff_audit`.execute(database.db)).rejects.toThrow(refused);
    expect(await ids()).toEqual(before);
    await database.db.deleteFrom("staff_audit").where("id", "=", oldest).execute();
    expect(await ids()).toEqual(before.slice(0, -1));
  });

  it("is pruned past 24 months by the hourly retention, the rest kept", async () => {
    await append(eva, "leads.export", monthsAgo(26));
    await append(eva, "leads.export", monthsAgo(24, 2));
    await append(eva, "leads.export", monthsAgo(23, 27));
    const kept = (await ids()).slice(0, -3).concat((await ids()).slice(-1));
    const lines: string[] = [];
    const note = (message: string) => {
      lines.push(message);
    };
    const worker = startMailWorker({
      db: database.db,
      transport: folderTransport(await mkdtemp(join(tmpdir(), "audit-"))),
      log: { info: note, warn: note, error: note },
      retentionMonths: 24,
      pollMs: 3_600_000,
    });
    await worker.runOnce();
    await worker.stop();
    expect(lines).toContain("old audit entries deleted");
    expect(lines).not.toContain("mail worker run failed");
    expect(await ids()).toEqual(kept);
  });
});
