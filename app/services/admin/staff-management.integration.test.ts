import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appendStaffAudit } from "#app/data/admin/staff-audit.server.ts";
import { findSession, insertSession } from "#app/data/auth/account-sessions.server.ts";
import { writeSiteConfig } from "#app/data/config/site-config.server.ts";
import type { StaffAuditAction } from "#app/model/admin/audit-actions.ts";
import type { StaffRole } from "#app/model/admin/staff-account.ts";
import { siteConfigSchema } from "#app/model/config/site-config.ts";
import { tokenHash } from "#app/services/accounts/link-tokens.server.ts";
import { setDeskLanguage } from "#app/services/admin/desk-language.server.ts";
import { setStaffPassword } from "#app/services/admin/password-link.server.ts";
import { addStaff, listStaff } from "#app/services/admin/staff-accounts.server.ts";
import type { StaffAct } from "#app/services/admin/staff-act.server.ts";
import {
  inviteStaff,
  type MailFacts,
  resendInvitation,
} from "#app/services/admin/staff-invitations.server.ts";
import {
  changeStaffRole,
  disableMember,
  enableMember,
  resetMemberTwoStep,
} from "#app/services/admin/staff-management.server.ts";
import { staffMember, staffOverview } from "#app/services/admin/staff-overview.server.ts";
import { endStaffSessions, staffSessions } from "#app/services/admin/staff-sessions.server.ts";
import { testSiteConfig } from "#tests/support/site-config-fixture.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";

// docs/requirements.md §17, ADR 050: what an admin does to the staff from the desk, and a member to
// their own account, each audited, with each refusal (the last enabled admin above all).
describe(`staff management on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  const config = siteConfigSchema.parse(testSiteConfig());
  const origin = "https://www.immo.example";
  const now = new Date("2026-11-27T10:00:00.000Z");
  const password = "Correct-horse-2026";
  const limits = { idleMs: 60 * 60 * 1000, lifetimeMs: 12 * 60 * 60 * 1000 };
  let boss: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    await writeSiteConfig(database.db, config);
    boss = await member("boss@agency.be", "admin");
  });
  afterAll(() => database.dispose());

  const act = (actorId = boss): StaffAct & MailFacts => ({
    db: database.db,
    actorId,
    clientAddress: "203.0.113.9",
    now,
    config,
    origin,
  });
  async function member(email: string, role: StaffRole): Promise<number> {
    const outcome = await addStaff(database.db, { email, role, password }, { origin, now });
    if (!("added" in outcome)) throw new Error(JSON.stringify(outcome));
    return outcome.added.id;
  }
  const audit = () => database.db.selectFrom("staff_audit").selectAll().orderBy("id").execute();
  const lastAudit = async () => (await audit()).at(-1);
  const outbox = () => database.db.selectFrom("outbox_message").selectAll().orderBy("id").execute();
  const account = async (id: number) => (await listStaff(database.db)).find((a) => a.id === id);
  let sessionCount = 0;
  const openSession = async (accountId: number) => {
    const hash = tokenHash(`session-${++sessionCount}`);
    await insertSession(database.db, {
      kind: "staff",
      accountId,
      tokenHash: hash,
      clientAddress: "10.0.0.1",
      userAgent: "Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0",
      now,
    });
    return hash;
  };
  const isOpen = async (hash: string) =>
    (await findSession(database.db, "staff", hash)) !== undefined;
  const linkIn = (text: string) => /https:\/\/\S+token=[\w-]+/.exec(text)?.[0] ?? "";
  const tokenOf = (url: string) => new URL(url).searchParams.get("token") ?? "";

  it("invites a member: the account, and a mail in their language with the one-time link, audited", async () => {
    const outcome = await inviteStaff(act(), {
      email: "celine@agency.be",
      name: "Céline Dubois",
      role: "agent",
      language: "fr",
    });
    expect(outcome).toMatchObject({
      invited: { email: "celine@agency.be", role: "agent", language: "fr", passwordSet: false },
    });
    const [mail] = await outbox();
    expect(mail).toMatchObject({
      kind: "staff-invitation",
      to_address: '"Céline Dubois" <celine@agency.be>',
      status: "queued",
      lead_id: null,
    });
    expect(mail?.subject).toContain("votre accès à l’espace de gestion");
    expect(mail?.text).toContain("en tant que Agent");
    const link = linkIn(mail?.text ?? "");
    expect(link).toMatch(/^https:\/\/www\.immo\.example\/admin\/password\/\?token=/);
    expect(mail?.html).toContain(link);
    expect(await setStaffPassword(database.db, { token: tokenOf(link), password }, now)).toEqual({
      saved: true,
    });
    const entry = await lastAudit();
    expect(entry).toMatchObject({
      staff_id: boss,
      action: "staff.invite",
      object_kind: "staff",
      client_address: "203.0.113.9",
    });
    expect(entry?.detail).toBe(JSON.stringify({ role: "agent" }));
    expect(JSON.stringify(await audit())).not.toContain("celine");
  });

  it("tells an admin's invitation of the two-step login, in English when asked", async () => {
    await inviteStaff(act(), {
      email: "dirk@agency.be",
      name: "Dirk",
      role: "admin",
      language: "en",
    });
    const mail = (await outbox()).at(-1);
    expect(mail?.subject).toContain("your access to the staff desk");
    expect(mail?.text).toContain("as Admin");
    expect(mail?.text).toContain("two-step login");
  });

  it("refuses an e-mail already taken, whatever its case: no account, no mail, no audit", async () => {
    const [mails, entries] = [(await outbox()).length, (await audit()).length];
    const outcome = await inviteStaff(act(), {
      email: "CELINE@agency.be",
      name: "Other",
      role: "admin",
      language: "nl",
    });
    expect(outcome).toEqual({ taken: true });
    expect(await outbox()).toHaveLength(mails);
    expect(await audit()).toHaveLength(entries);
    expect(
      (await listStaff(database.db)).filter((a) => a.email === "celine@agency.be"),
    ).toHaveLength(1);
  });

  it("sends the invitation again with a new link; the earlier link stops working", async () => {
    const invited = await inviteStaff(act(), {
      email: "eva@agency.be",
      name: "Eva",
      role: "agent",
      language: "nl",
    });
    if (!("invited" in invited)) throw new Error("not invited");
    const first = linkIn((await outbox()).at(-1)?.text ?? "");
    expect(await resendInvitation(act(), invited.invited.id)).toMatchObject({
      resent: { id: invited.invited.id },
    });
    const mail = (await outbox()).at(-1);
    expect(mail?.subject).toContain("beheeromgeving");
    const second = linkIn(mail?.text ?? "");
    expect(second).not.toBe(first);
    expect(await setStaffPassword(database.db, { token: tokenOf(first), password }, now)).toEqual({
      invalid: true,
    });
    expect(await lastAudit()).toMatchObject({ action: "staff.invite", detail: '{"again":true}' });
    expect(await setStaffPassword(database.db, { token: tokenOf(second), password }, now)).toEqual({
      saved: true,
    });
    expect(await resendInvitation(act(), invited.invited.id)).toEqual({ passwordSet: true });
    expect(await resendInvitation(act(), 999_999)).toEqual({ unknown: true });
  });

  it("changes a role, ends the member's sessions and audits it; the same role changes nothing", async () => {
    const id = await member("frank@agency.be", "agent");
    const session = await openSession(id);
    expect(await changeStaffRole(act(), id, "admin")).toMatchObject({
      changed: { role: "admin" },
      sessionsEnded: 1,
    });
    expect(await isOpen(session)).toBe(false);
    expect((await account(id))?.role).toBe("admin");
    expect(await lastAudit()).toMatchObject({
      action: "staff.role",
      object_id: String(id),
      detail: JSON.stringify({ from: "agent", to: "admin", sessionsEnded: 1 }),
    });
    const entries = (await audit()).length;
    expect(await changeStaffRole(act(), id, "admin")).toEqual({ sameRole: true });
    expect(await changeStaffRole(act(), 999_999, "agent")).toEqual({ unknown: true });
    expect(await audit()).toHaveLength(entries);
  });

  it("disables a member: every session ends at once; enabling lets them in again, both audited", async () => {
    const id = await member("gert@agency.be", "agent");
    const sessions = [await openSession(id), await openSession(id)];
    const mine = await openSession(boss);
    expect(await disableMember(act(), id)).toMatchObject({ sessionsEnded: 2 });
    for (const session of sessions) expect(await isOpen(session)).toBe(false);
    expect(await isOpen(mine)).toBe(true);
    expect((await account(id))?.disabledAt).toEqual(now);
    expect(await lastAudit()).toMatchObject({ action: "staff.disable", object_id: String(id) });
    expect(await disableMember(act(), id)).toEqual({ alreadyDisabled: true });
    expect(await enableMember(act(), id)).toMatchObject({ enabled: { id } });
    expect((await account(id))?.disabledAt).toBeUndefined();
    expect(await lastAudit()).toMatchObject({ action: "staff.enable", object_id: String(id) });
    expect(await enableMember(act(), id)).toEqual({ alreadyEnabled: true });
    expect(await disableMember(act(), 999_999)).toEqual({ unknown: true });
  });

  it("resets a member's two-step login: secret and recovery codes go, sessions end, audited", async () => {
    const id = await member("hanne@agency.be", "agent");
    await database.db
      .insertInto("staff_second_factor")
      .values({ staff_id: id, secret: "sealed", enabled_at: now, used_step: null, created_at: now })
      .execute();
    await database.db
      .insertInto("staff_recovery_code")
      .values({ staff_id: id, code_hash: "hash", used_at: null })
      .execute();
    const session = await openSession(id);
    expect((await account(id))?.twoStep).toBe(true);
    expect(await resetMemberTwoStep(act(), id)).toMatchObject({ sessionsEnded: 1 });
    expect((await account(id))?.twoStep).toBe(false);
    expect(await isOpen(session)).toBe(false);
    const codes = await database.db
      .selectFrom("staff_recovery_code")
      .where("staff_id", "=", id)
      .selectAll()
      .execute();
    expect(codes).toHaveLength(0);
    expect(await lastAudit()).toMatchObject({
      action: "staff.reset-2fa",
      detail: JSON.stringify({ hadTwoStep: true, sessionsEnded: 1 }),
    });
    expect(await resetMemberTwoStep(act(), 999_999)).toEqual({ unknown: true });
  });

  it("lists a member's open sessions and ends one of them, or all but one; another member's id ends nothing", async () => {
    const id = await member("ilse@agency.be", "agent");
    const [a, b, c] = [await openSession(id), await openSession(id), await openSession(id)];
    const listed = await staffSessions(act(), { memberId: id, limits });
    expect(listed).toHaveLength(3);
    expect(listed[0]).toMatchObject({ clientAddress: "10.0.0.1", accountId: id });
    const [first, second] = listed.map((session) => session.id);
    const entries = (await audit()).length;
    expect(await endStaffSessions(act(), boss, { only: first ?? 0 })).toBe(0);
    expect(await audit()).toHaveLength(entries);
    expect(await endStaffSessions(act(), id, { only: first ?? 0 })).toBe(1);
    expect(await lastAudit()).toMatchObject({
      action: "session.end",
      object_id: String(id),
      detail: JSON.stringify({ session: first }),
    });
    expect(await endStaffSessions(act(id), id, { except: second ?? 0 })).toBe(1);
    expect((await staffSessions(act(), { memberId: id, limits })).map((s) => s.id)).toEqual([
      second,
    ]);
    expect([await isOpen(a), await isOpen(b), await isOpen(c)].filter(Boolean)).toHaveLength(1);
    const later = { ...act(), now: new Date(now.getTime() + limits.idleMs + 1) };
    expect(await staffSessions(later, { memberId: id, limits })).toEqual([]);
  });

  it("shows each member's last login, the newest of the desk's login entries", async () => {
    const id = await member("karel@agency.be", "agent");
    const login = (staffId: number, action: StaffAuditAction, at: string) =>
      appendStaffAudit(
        database.db,
        { staffId, action, clientAddress: "10.0.0.1" },
        new Date(`2026-11-${at}T08:00:00.000Z`),
      );
    await login(id, "login", "20");
    await login(id, "login", "25");
    await login(id, "login.failed", "26");
    await login(boss, "logout", "26");
    const overview = await staffOverview(database.db);
    expect(overview.find((a) => a.id === id)?.lastLoginAt).toEqual(
      new Date("2026-11-25T08:00:00.000Z"),
    );
    expect(overview.find((a) => a.id === boss)?.lastLoginAt).toBeUndefined();
    expect((await staffMember(database.db, id))?.lastLoginAt).toEqual(
      new Date("2026-11-25T08:00:00.000Z"),
    );
    expect(await staffMember(database.db, 999_999)).toBeUndefined();
  });

  it("saves a member's desk language on their account, audited", async () => {
    const id = await member("jan@agency.be", "agent");
    await setDeskLanguage(act(id), "de");
    expect((await account(id))?.language).toBe("de");
    expect(await lastAudit()).toMatchObject({
      staff_id: id,
      action: "account.language",
      detail: '{"language":"de"}',
    });
  });
});

describe(`the last enabled admin on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  const now = new Date("2026-11-27T10:00:00.000Z");
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  const act = (actorId: number): StaffAct => ({
    db: database.db,
    actorId,
    clientAddress: "203.0.113.9",
    now,
  });
  const add = async (email: string, role: StaffRole) => {
    const outcome = await addStaff(
      database.db,
      { email, role, password: "Correct-horse-2026" },
      { origin: "https://x.example", now },
    );
    if (!("added" in outcome)) throw new Error(JSON.stringify(outcome));
    return outcome.added.id;
  };
  const enabledAdmins = async () =>
    (await listStaff(database.db)).filter((a) => a.role === "admin" && !a.disabledAt).length;

  it("is neither disabled nor demoted, by themself or anyone; nothing is audited", async () => {
    const only = await add("only@agency.be", "admin");
    await add("agent@agency.be", "agent");
    expect(await disableMember(act(only), only)).toEqual({ lastAdmin: true });
    expect(await changeStaffRole(act(only), only, "agent")).toEqual({ lastAdmin: true });
    expect(await enabledAdmins()).toBe(1);
    expect(await database.db.selectFrom("staff_audit").selectAll().execute()).toEqual([]);
  });

  it("can go once another admin is enabled; a disabled admin does not count", async () => {
    const only = (await listStaff(database.db)).find((a) => a.email === "only@agency.be")?.id ?? 0;
    const second = await add("second@agency.be", "admin");
    expect(await disableMember(act(only), second)).toMatchObject({ sessionsEnded: 0 });
    expect(await changeStaffRole(act(only), only, "agent")).toEqual({ lastAdmin: true });
    expect(await enableMember(act(only), second)).toMatchObject({ enabled: { id: second } });
    expect(await changeStaffRole(act(only), only, "agent")).toMatchObject({
      changed: { role: "agent" },
    });
    expect(await enabledAdmins()).toBe(1);
  });

  it("stays when two admins disable each other at the same moment", async () => {
    const [a, b] = [await add("a@agency.be", "admin"), await add("b@agency.be", "admin")];
    const second = (await listStaff(database.db)).find((s) => s.email === "second@agency.be")?.id;
    await disableMember(act(a), second ?? 0);
    const outcomes = await Promise.all([disableMember(act(a), b), disableMember(act(b), a)]);
    expect(outcomes.filter((o) => "lastAdmin" in o)).toHaveLength(1);
    expect(await enabledAdmins()).toBe(1);
  });
});
