import { rm } from "node:fs/promises";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { findSession, insertSession } from "#app/data/auth/account-sessions.server.ts";
import { readSiteConfig, writeSiteConfig } from "#app/data/config/site-config.server.ts";
import { listOwners } from "#app/data/owners/owner-directory.server.ts";
import type { SiteConfig } from "#app/model/config/site-config.ts";
import { tokenHash } from "#app/services/accounts/link-tokens.server.ts";
import { importSnapshot } from "#app/services/catalogue-import/snapshot-import.server.ts";
import { saveOwner } from "#app/services/owners/owner-accounts.server.ts";
import { attemptLogin } from "#app/services/owners/owner-login.server.ts";
import { setNewPassword } from "#app/services/owners/password-reset.server.ts";
import { testSiteConfig } from "#tests/support/site-config-fixture.ts";
import { importOptions, writeSnapshotFolder } from "#tests/support/snapshot-files.ts";
import { snapshot } from "#tests/support/snapshot-fixture.ts";
import { addTestStaff } from "#tests/support/staff-sessions.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";
import {
  disableOwner,
  enableOwner,
  inviteOwner,
  resetOwnerTwoStep,
} from "./owner-accounts.server.ts";

// docs/requirements.md §17 "Owners", ADR 055: what the desk does to an owner account, each change
// audited, each refusal changing nothing.
describe(`the desk's owner actions on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let folder: string;
  let staffId: number;
  let anne: number;
  let bert: number;
  let imported: number;
  const password = "Correct-horse-2026";
  const origin = "https://www.immo.example";
  let config: SiteConfig | undefined;
  const actor = () => ({ staffId, clientAddress: "198.51.100.7" });
  const now = () => new Date();

  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    await writeSiteConfig(db, testSiteConfig("Immo Lumière"));
    config = await readSiteConfig(db);
    folder = await writeSnapshotFolder();
    await importSnapshot(db, snapshot, importOptions(folder));
    anne = await saveOwner(
      db,
      { email: "anne@example.be", displayName: "Anne Peeters", password, propertyIds: [101, 102] },
      now(),
    );
    bert = await saveOwner(
      db,
      { email: "bert@example.be", displayName: "Bert Claes", password, propertyIds: [] },
      now(),
    );
    // An owner the CRM brought: no password, never logged in, Dutch.
    const row = await db
      .insertInto("owner")
      .values({
        email: "carla@example.be",
        display_name: "Carla Wouters",
        crm_id: 4711,
        language: "nl",
        password_hash: null,
        created_at: now(),
        last_login_at: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    imported = Number(row.id);
    await db.updateTable("owner").set({ last_login_at: now() }).where("id", "=", anne).execute();
    staffId = await addTestStaff(db, { role: "agent", name: "Eva Agent" });
  });
  afterAll(async () => {
    await database.dispose();
    await rm(folder, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await database.db.deleteFrom("outbox_message").execute();
    await database.db.deleteFrom("owner_password_reset").execute();
  });

  const audits = (action: string) =>
    database.db
      .selectFrom("staff_audit")
      .select(["staff_id", "object_kind", "object_id", "detail", "client_address"])
      .where("action", "=", action)
      .execute();
  const mails = () =>
    database.db.selectFrom("outbox_message").select(["kind", "to_address", "text"]).execute();
  let sessions = 0;
  const openSession = async (ownerId: number) => {
    sessions += 1;
    const hash = tokenHash(`owner-session-${sessions}`);
    await insertSession(database.db, {
      kind: "owner",
      accountId: ownerId,
      tokenHash: hash,
      clientAddress: "192.0.2.1",
      userAgent: "test",
      now: now(),
    });
    return hash;
  };
  const login = (email: string, pass = password) =>
    attemptLogin(
      database.db,
      { login: email, password: pass, address: `login-${email}-${Math.random()}`, now: now() },
      { sleep: async () => {} },
    );

  it("lists the owners with what the desk asks of them, filtered and paged", async () => {
    const all = await listOwners(database.db, {});
    expect(all.total).toBe(3);
    expect(all.rows.map((o) => o.name)).toEqual(["Anne Peeters", "Bert Claes", "Carla Wouters"]);
    expect(all.rows[0]).toMatchObject({ properties: 2, passwordSet: true, twoStep: false });
    expect(all.rows[0]?.lastLoginAt).toBeInstanceOf(Date);
    expect(all.rows[2]).toMatchObject({ crmId: 4711, properties: 0, passwordSet: false });
    const never = await listOwners(database.db, { never: "1" });
    expect(never.rows.map((o) => o.name)).toEqual(["Bert Claes", "Carla Wouters"]);
    const noPassword = await listOwners(database.db, { nopassword: "1" });
    expect(noPassword.rows.map((o) => o.name)).toEqual(["Carla Wouters"]);
    // Free text, whatever its case, over name, e-mail and CRM id; LIKE's wildcards match themselves.
    expect((await listOwners(database.db, { q: "PEETERS" })).rows.map((o) => o.id)).toEqual([anne]);
    expect((await listOwners(database.db, { q: "bert@" })).rows.map((o) => o.id)).toEqual([bert]);
    expect((await listOwners(database.db, { q: "4711" })).rows.map((o) => o.id)).toEqual([
      imported,
    ]);
    expect((await listOwners(database.db, { q: "%" })).total).toBe(0);
    expect(await listOwners(database.db, { page: 2 })).toMatchObject({ rows: [], total: 3 });
  });

  it("invites an imported owner: the reset link and mail, in their language; they set a password and log in", async () => {
    expect(await inviteOwner(database.db, actor(), imported, { config, origin }, now())).toEqual({
      invited: true,
    });
    const [mail, ...more] = await mails();
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({
      kind: "password-reset",
      to_address: '"Carla Wouters" <carla@example.be>',
    });
    expect(mail?.text).toContain("eigenaarsportaal");
    const token = /\?token=([\w-]+)/.exec(mail?.text ?? "")?.[1] ?? "";
    expect(mail?.text).toContain(`${origin}/nl/`);
    const link = await database.db
      .selectFrom("owner_password_reset")
      .select("expires_at")
      .executeTakeFirstOrThrow();
    // Valid a day, not the forgotten-password link's hour.
    expect(new Date(link.expires_at).getTime() - Date.now()).toBeGreaterThan(23 * 3_600_000);
    expect(
      await setNewPassword(database.db, { token, password, passwordRepeat: password }, now()),
    ).toEqual({ saved: true });
    expect(await login("carla@example.be")).toMatchObject({ ok: true, ownerId: imported });
    expect(await audits("owner.invite")).toEqual([
      {
        staff_id: staffId,
        object_kind: "owner",
        object_id: String(imported),
        detail: null,
        client_address: "198.51.100.7",
      },
    ]);
  });

  it("refuses to invite an unknown owner, or without a configured site, writing nothing", async () => {
    const before = (await audits("owner.invite")).length;
    expect(await inviteOwner(database.db, actor(), 999_999, { config, origin }, now())).toEqual({
      unknown: true,
    });
    expect(
      await inviteOwner(database.db, actor(), bert, { config: undefined, origin }, now()),
    ).toEqual({ noSite: true });
    expect(await mails()).toHaveLength(0);
    expect(await audits("owner.invite")).toHaveLength(before);
  });

  it("disables an owner: their sessions end at once, logins and links are refused; enabling lets them back", async () => {
    const session = await openSession(bert);
    await requestLink(bert);
    const outcome = await disableOwner(database.db, actor(), bert, now());
    expect(outcome).toEqual({ disabled: true, sessionsEnded: 1 });
    expect(await findSession(database.db, "owner", session)).toBeUndefined();
    expect(await login("bert@example.be")).toEqual({ ok: false, reason: "wrong" });
    expect(await database.db.selectFrom("owner_password_reset").selectAll().execute()).toEqual([]);
    expect(await inviteOwner(database.db, actor(), bert, { config, origin }, now())).toEqual({
      disabled: true,
    });
    expect(await mails()).toHaveLength(0);
    expect(await disableOwner(database.db, actor(), bert, now())).toEqual({
      alreadyDisabled: true,
    });
    expect((await listOwners(database.db, { q: "bert" })).rows[0]?.disabled).toBe(true);
    expect(await audits("owner.disable")).toEqual([
      expect.objectContaining({ object_id: String(bert), detail: '{"sessionsEnded":1}' }),
    ]);

    expect(await enableOwner(database.db, actor(), bert, now())).toEqual({ enabled: true });
    expect(await enableOwner(database.db, actor(), bert, now())).toEqual({ notDisabled: true });
    expect(await login("bert@example.be")).toMatchObject({ ok: true, ownerId: bert });
    expect(await audits("owner.enable")).toHaveLength(1);
  });

  it("answers unknown for an owner the id does not name, and writes nothing", async () => {
    const before = await database.db.selectFrom("staff_audit").select("id").execute();
    expect(await disableOwner(database.db, actor(), 999_999, now())).toEqual({ unknown: true });
    expect(await enableOwner(database.db, actor(), 999_999, now())).toEqual({ unknown: true });
    expect(await resetOwnerTwoStep(database.db, actor(), 999_999, now())).toEqual({
      unknown: true,
    });
    expect(await database.db.selectFrom("staff_audit").select("id").execute()).toEqual(before);
  });

  it("resets an owner's two-step login: secret and codes go, sessions end", async () => {
    const { db } = database;
    await db
      .insertInto("owner_second_factor")
      .values({
        owner_id: anne,
        secret: "sealed",
        enabled_at: now(),
        used_step: null,
        created_at: now(),
      })
      .execute();
    await db
      .insertInto("owner_recovery_code")
      .values({ owner_id: anne, code_hash: "a".repeat(64), used_at: null })
      .execute();
    const session = await openSession(anne);
    expect((await listOwners(db, { q: "anne" })).rows[0]?.twoStep).toBe(true);
    expect(await resetOwnerTwoStep(db, actor(), anne, now())).toEqual({
      reset: true,
      sessionsEnded: 1,
    });
    expect(await findSession(db, "owner", session)).toBeUndefined();
    expect(await db.selectFrom("owner_second_factor").selectAll().execute()).toEqual([]);
    expect(await db.selectFrom("owner_recovery_code").selectAll().execute()).toEqual([]);
    expect(await resetOwnerTwoStep(db, actor(), anne, now())).toEqual({ none: true });
    expect(await audits("owner.reset-2fa")).toEqual([
      expect.objectContaining({ object_id: String(anne), detail: '{"sessionsEnded":1}' }),
    ]);
  });

  /** A forgotten-password link of the owner, as the reset form would leave it. */
  async function requestLink(ownerId: number) {
    await database.db
      .insertInto("owner_password_reset")
      .values({
        token_hash: tokenHash(`link-${ownerId}`),
        owner_id: ownerId,
        expires_at: new Date(Date.now() + 3_600_000),
        used_at: null,
        created_at: now(),
      })
      .execute();
  }
});
