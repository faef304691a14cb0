import { rm } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/data/schema.ts";
import { importSnapshot } from "#app/services/catalogue-import/snapshot-import.server.ts";
import { saveOwner } from "#app/services/owners/owner-accounts.server.ts";
import { importOptions, writeSnapshotFolder } from "#tests/support/snapshot-files.ts";
import { snapshot } from "#tests/support/snapshot-fixture.ts";
import { addTestStaff } from "#tests/support/staff-sessions.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";
import { viewPortalAs, viewPortalPropertyAs } from "./owner-portal-view.server.ts";

// docs/requirements.md §17 "Owners", ADR 055: the desk sees an owner's portal as they do, read-only:
// no session, no login recorded, nothing written but the audit entry.
describe(`the portal seen as an owner on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let folder: string;
  let anne: number;
  let bert: number;
  const actor = { staffId: 0, clientAddress: "198.51.100.8" };
  const view = { language: "fr", now: new Date() } as const;

  beforeAll(async () => {
    database = await createTestDatabase();
    folder = await writeSnapshotFolder();
    await importSnapshot(database.db, snapshot, importOptions(folder));
    const owner = (email: string, displayName: string, propertyIds: number[]) =>
      saveOwner(
        database.db,
        { email, displayName, password: "Correct-horse-2026", propertyIds },
        new Date(),
      );
    anne = await owner("anne@example.be", "Anne Peeters", [101]);
    bert = await owner("bert@example.be", "Bert Claes", [102]);
    actor.staffId = await addTestStaff(database.db, { role: "admin" });
  });
  afterAll(async () => {
    await database.dispose();
    await rm(folder, { recursive: true, force: true });
  });

  /** Every table a portal view could touch, but the audit log. */
  const state = async () => {
    const { db } = database;
    const tables: (keyof Database)[] = ["owner", "account_session", "owner_device", "page_view"];
    return Promise.all(tables.map((table) => db.selectFrom(table).selectAll().execute()));
  };
  const impersonations = () =>
    database.db
      .selectFrom("staff_audit")
      .select(["staff_id", "object_kind", "object_id", "detail"])
      .where("action", "=", "owner.impersonate")
      .orderBy("id")
      .execute();

  it("shows the owner's portal home and property page, changes nothing and audits each view", async () => {
    const before = await state();
    const home = await viewPortalAs(database.db, actor, anne, view);
    expect(home?.owner).toEqual({ id: anne, name: "Anne Peeters" });
    expect(home?.properties.map((p) => p.id)).toEqual([101]);
    expect(home?.properties[0]?.card?.id).toBe(101);
    const page = await viewPortalPropertyAs(
      database.db,
      actor,
      { ownerId: anne, propertyId: 101 },
      view,
    );
    expect(page?.property).toMatchObject({ id: 101 });
    expect(page?.property.history).toHaveProperty("communications");
    expect(await state()).toEqual(before);
    expect(await impersonations()).toEqual([
      { staff_id: actor.staffId, object_kind: "owner", object_id: String(anne), detail: null },
      {
        staff_id: actor.staffId,
        object_kind: "owner",
        object_id: String(anne),
        detail: '{"property":101}',
      },
    ]);
  });

  it("shows nothing for an unknown owner, or a property that is not theirs, and audits nothing", async () => {
    const audited = (await impersonations()).length;
    expect(await viewPortalAs(database.db, actor, 999_999, view)).toBeUndefined();
    const other = { ownerId: anne, propertyId: 102 };
    expect(await viewPortalPropertyAs(database.db, actor, other, view)).toBeUndefined();
    const unknown = { ownerId: 999_999, propertyId: 101 };
    expect(await viewPortalPropertyAs(database.db, actor, unknown, view)).toBeUndefined();
    expect(
      await viewPortalPropertyAs(database.db, actor, { ownerId: bert, propertyId: 102 }, view),
    ).toBeDefined();
    expect(await impersonations()).toHaveLength(audited + 1);
  });
});
