import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findSession, insertSession } from "#app/data/auth/account-sessions.server.ts";
import type { AccountKind } from "#app/data/auth/schema.ts";
import { writeSiteConfig } from "#app/data/config/site-config.server.ts";
import { tokenHash } from "#app/services/accounts/link-tokens.server.ts";
import { verifyPassword } from "#app/services/accounts/passwords.server.ts";
import { setStaffPassword } from "#app/services/admin/password-link.server.ts";
import {
  addStaff,
  disableStaff,
  listStaff,
  resetStaffTwoStep,
  type StaffInput,
} from "#app/services/admin/staff-accounts.server.ts";
import { testSiteConfig } from "#tests/support/site-config-fixture.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";

// docs/requirements.md §17, ADR 047: staff accounts, their one-time set-password links, disabling and
// the two-step reset, with each refusal.
describe(`staff accounts on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  const origin = "https://www.immo.example";
  const now = new Date("2026-11-27T10:00:00.000Z");
  const day = 24 * 60 * 60 * 1000;
  const later = (ms: number) => new Date(now.getTime() + ms);
  const password = "Correct-horse-2026";

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = testSiteConfig();
    await writeSiteConfig(database.db, {
      ...config,
      languages: { ...config.languages, default: "nl" },
    });
  });
  afterAll(() => database.dispose());

  const add = async (input: StaffInput, at = now) => {
    const outcome = await addStaff(database.db, input, { origin, now: at });
    if (!("added" in outcome)) throw new Error(`not added: ${JSON.stringify(outcome)}`);
    return outcome;
  };
  const tokenOf = (url: string | undefined) =>
    new URL(url ?? "http://x/").searchParams.get("token") ?? "";
  const tokens = () => database.db.selectFrom("staff_password_token").selectAll().execute();
  const passwordHashOf = async (email: string) =>
    (
      await database.db
        .selectFrom("staff_account")
        .select("password_hash")
        .where("email", "=", email)
        .executeTakeFirstOrThrow()
    ).password_hash;
  const openSession = async (kind: AccountKind, accountId: number, name: string) => {
    const hash = tokenHash(`${kind}-${accountId}-${name}`);
    await insertSession(database.db, {
      kind,
      accountId,
      tokenHash: hash,
      clientAddress: "10.0.0.1",
      userAgent: "test",
      now,
    });
    return hash;
  };
  const isOpen = async (kind: AccountKind, hash: string) =>
    (await findSession(database.db, kind, hash)) !== undefined;

  it("adds a member with a one-time link to the desk's password page, keeping only its token's hash", async () => {
    const { added, link } = await add({
      email: " Ana.Peeters@Agency.BE ",
      role: "admin",
      name: "Ana Peeters",
    });
    expect(added).toMatchObject({
      email: "ana.peeters@agency.be",
      name: "Ana Peeters",
      role: "admin",
      language: "nl",
      passwordSet: false,
      twoStep: false,
      disabledAt: undefined,
    });
    expect(link?.url).toMatch(/^https:\/\/www\.immo\.example\/admin\/password\/\?token=[\w-]{32}$/);
    expect(link?.expiresAt).toEqual(later(day));
    const stored = await tokens();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.token_hash).toBe(tokenHash(tokenOf(link?.url)));
    expect(JSON.stringify(stored)).not.toContain(tokenOf(link?.url));
  });

  it("keeps the language a member picks", async () => {
    const { added } = await add({ email: "bert@agency.be", role: "agent", language: "de" });
    expect(added).toMatchObject({ role: "agent", language: "de", name: undefined });
  });

  it("refuses an e-mail already taken, whatever its case", async () => {
    const outcome = await addStaff(
      database.db,
      { email: "ANA.peeters@agency.be", role: "agent" },
      { origin, now },
    );
    expect(outcome).toEqual({ taken: true });
    expect((await listStaff(database.db)).map((a) => a.email)).toEqual([
      "ana.peeters@agency.be",
      "bert@agency.be",
    ]);
  });

  it("names the value it refuses: an e-mail, a role, a language or a name", async () => {
    const refused = (input: StaffInput) => addStaff(database.db, input, { origin, now });
    expect(await refused({ email: "not-an-address", role: "agent" })).toEqual({ invalid: "email" });
    expect(await refused({ email: "cleo@agency.be", role: "owner" })).toEqual({ invalid: "role" });
    expect(await refused({ email: "cleo@agency.be", role: "" })).toEqual({ invalid: "role" });
    expect(await refused({ email: "cleo@agency.be", role: "agent", language: "es" })).toEqual({
      invalid: "language",
    });
    expect(await refused({ email: "cleo@agency.be", role: "agent", name: " " })).toEqual({
      invalid: "name",
    });
    expect(await listStaff(database.db)).toHaveLength(2);
  });

  it("sets the password from the link once, by the owners' rules, and ends the member's sessions", async () => {
    const { added, link } = await add({ email: "dora@agency.be", role: "agent" });
    const token = tokenOf(link?.url);
    const session = await openSession("staff", added.id, "before");
    const set = (typed: string, at = now) =>
      setStaffPassword(database.db, { token, password: typed }, at);
    expect(await set("short")).toEqual({ problem: "short" });
    expect(await set("dora@agency.be")).toEqual({ problem: "common" });
    expect(await passwordHashOf("dora@agency.be")).toBeNull();
    expect(await set(password, later(day - 1))).toEqual({ saved: true });
    expect(await verifyPassword(password, (await passwordHashOf("dora@agency.be")) ?? "")).toBe(
      true,
    );
    expect(await isOpen("staff", session)).toBe(false);
    expect(await set("Another-horse-2026")).toEqual({ invalid: true });
    expect(await verifyPassword(password, (await passwordHashOf("dora@agency.be")) ?? "")).toBe(
      true,
    );
    expect(await setStaffPassword(database.db, { token: "made-up", password }, now)).toEqual({
      invalid: true,
    });
  });

  it("refuses a link past its 24 hours", async () => {
    const { link } = await add({ email: "emil@agency.be", role: "agent" });
    const outcome = await setStaffPassword(
      database.db,
      { token: tokenOf(link?.url), password },
      later(day),
    );
    expect(outcome).toEqual({ invalid: true });
    expect(await passwordHashOf("emil@agency.be")).toBeNull();
  });

  it("takes a password given at once (scripted set-ups): no link, the same rules", async () => {
    const before = (await tokens()).length;
    const weak = await addStaff(
      database.db,
      { email: "fien@agency.be", role: "agent", password: "password1234" },
      { origin, now },
    );
    expect(weak).toEqual({ problem: "common" });
    const { added, link } = await add({ email: "fien@agency.be", role: "agent", password });
    expect(link).toBeUndefined();
    expect(added.passwordSet).toBe(true);
    expect(await verifyPassword(password, (await passwordHashOf("fien@agency.be")) ?? "")).toBe(
      true,
    );
    expect(await tokens()).toHaveLength(before);
  });

  it("disables a member: every session of theirs ends at once, and their links with them", async () => {
    const { added, link } = await add({ email: "gus@agency.be", role: "admin" });
    const sessions = [
      await openSession("staff", added.id, "laptop"),
      await openSession("staff", added.id, "phone"),
    ];
    // An owner's session with the same account id is another account's.
    const owners = await openSession("owner", added.id, "owner");
    const outcome = await disableStaff(database.db, "GUS@agency.be", later(1000));
    expect(outcome).toMatchObject({ disabled: { email: "gus@agency.be" }, sessionsEnded: 2 });
    for (const session of sessions) expect(await isOpen("staff", session)).toBe(false);
    expect(await isOpen("owner", owners)).toBe(true);
    expect(
      await setStaffPassword(database.db, { token: tokenOf(link?.url), password }, later(2000)),
    ).toEqual({ invalid: true });
    const listed = (await listStaff(database.db)).find((a) => a.email === "gus@agency.be");
    expect(listed?.disabledAt).toEqual(later(1000));
    expect(await disableStaff(database.db, "gus@agency.be", later(3000))).toMatchObject({
      alreadyDisabled: { email: "gus@agency.be" },
    });
    expect(
      await addStaff(database.db, { email: "gus@agency.be", role: "agent" }, { origin, now }),
    ).toEqual({ taken: true });
    expect(await disableStaff(database.db, "nobody@agency.be", now)).toEqual({ unknown: true });
  });

  it("resets the two-step login: the app's secret and the recovery codes go, and the sessions end", async () => {
    const { added } = await add({ email: "hana@agency.be", role: "admin", password });
    await database.db
      .insertInto("staff_second_factor")
      .values({
        staff_id: added.id,
        secret: "sealed",
        enabled_at: now,
        used_step: 1,
        created_at: now,
      })
      .execute();
    await database.db
      .insertInto("staff_recovery_code")
      .values(
        [1, 2].map((n) => ({ staff_id: added.id, code_hash: tokenHash(`${n}`), used_at: null })),
      )
      .execute();
    const session = await openSession("staff", added.id, "laptop");
    const hana = async () => (await listStaff(database.db)).find((a) => a.id === added.id);
    expect((await hana())?.twoStep).toBe(true);
    const outcome = await resetStaffTwoStep(database.db, "hana@agency.be", now);
    expect(outcome).toMatchObject({ hadTwoStep: true, sessionsEnded: 1 });
    expect((await hana())?.twoStep).toBe(false);
    expect(await isOpen("staff", session)).toBe(false);
    const left = await database.db
      .selectFrom("staff_recovery_code")
      .select("code_hash")
      .where("staff_id", "=", added.id)
      .execute();
    expect(left).toEqual([]);
    expect(await resetStaffTwoStep(database.db, "hana@agency.be", now)).toMatchObject({
      hadTwoStep: false,
      sessionsEnded: 0,
    });
    expect(await resetStaffTwoStep(database.db, "nobody@agency.be", now)).toEqual({
      unknown: true,
    });
  });
});
