import { rm } from "node:fs/promises";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readCatalogue } from "#app/data/catalogue/catalogue-reader.server.ts";
import { findOwnerByLogin } from "#app/data/owners/owners.server.ts";
import type { OwnerRecordInput } from "#app/model/owners/owner-records.ts";
import { verifyPassword } from "#app/services/accounts/passwords.server.ts";
import { saveOwner } from "#app/services/owners/owner-accounts.server.ts";
import { importOptions, writeSnapshotFolder } from "#tests/support/snapshot-files.ts";
import { owner, snapshot } from "#tests/support/snapshot-fixture.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";
import { type ImportOptions, importSnapshot } from "./snapshot-import.server.ts";

describe(`importing owners and their history on ${engineUnderTest}`, () => {
  let t: TestDatabase;
  let folder: string;
  let options: ImportOptions;
  const withOwners = (...owners: OwnerRecordInput[]) => ({ ...snapshot, owners });
  const [villaHistory] = owner.Properties ?? [];

  beforeEach(async () => {
    t = await createTestDatabase();
    folder = await writeSnapshotFolder();
    options = importOptions(folder, new Date("2026-11-22T09:00:00.000Z"));
  });
  afterEach(async () => {
    await t.dispose();
    await rm(folder, { recursive: true, force: true });
  });

  const owners = () =>
    t.db
      .selectFrom("owner")
      .select(["id", "crm_id", "email", "display_name", "language", "username", "password_hash"])
      .orderBy("id")
      .execute();
  const history = {
    communications: () => t.db.selectFrom("communication").selectAll().orderBy("id").execute(),
    onlineMedia: () => t.db.selectFrom("online_medium").selectAll().orderBy("id").execute(),
    visits: () => t.db.selectFrom("calendar_visit").selectAll().orderBy("id").execute(),
  };

  it("creates the owner without a password, with their property and its history", async () => {
    const result = await importSnapshot(t.db, withOwners(owner), options);
    expect(result).toMatchObject({
      ok: true,
      summary: { created: 3, owners: { created: 1, updated: 0, unchanged: 0 } },
    });
    expect(await owners()).toEqual([
      {
        id: expect.any(Number),
        crm_id: 90412,
        email: "mireille.vandamme@example.be",
        display_name: "Mireille Vandamme",
        language: "fr",
        username: null,
        password_hash: null,
      },
    ]);
    const links = await t.db.selectFrom("owner_property").select("property_id").execute();
    expect(links.map((l) => l.property_id)).toEqual([101]);
    const communications = await history.communications();
    expect(communications.map((c) => [new Date(c.occurred_at).toISOString(), c.subject])).toEqual([
      ["2026-11-03T13:20:00.000Z", "Offre reçue"],
      ["2026-11-10T09:05:00.000Z", "Question sur le PEB"],
    ]);
    expect(communications[1]).toMatchObject({ type: "call", comment: "", status: "" });
    expect(await history.onlineMedia()).toMatchObject([{ source: "immoweb", status: "online" }]);
    expect(await history.visits()).toMatchObject([
      { property_id: 101, contact: "Famille Verhaegen", status: "confirmed" },
    ]);
    // Nobody logs in as an owner who has no password yet.
    expect(await findOwnerByLogin(t.db, "mireille.vandamme@example.be")).toBeUndefined();
  });

  it("changes nothing the second time, whatever the order and notation of the history", async () => {
    await importSnapshot(t.db, withOwners(owner), options);
    const before = {
      owners: await owners(),
      communications: await history.communications(),
      visits: await history.visits(),
    };
    const reordered = {
      ...owner,
      Email: "mireille.vandamme@example.be",
      Properties: [
        {
          ...villaHistory,
          PropertyID: 101,
          Communications: [...(villaHistory?.Communications ?? [])]
            .reverse()
            .map((c) => ({ ...c, Date: new Date(c.Date).toISOString() })),
        },
      ],
    };
    const again = await importSnapshot(t.db, withOwners(reordered), {
      ...options,
      now: new Date(),
    });
    expect(again).toMatchObject({
      ok: true,
      summary: { skipped: 3, owners: { created: 0, updated: 0, unchanged: 1 } },
    });
    expect({
      owners: await owners(),
      communications: await history.communications(),
      visits: await history.visits(),
    }).toEqual(before);
  });

  it("replaces the history of a property when it changed, and keeps the site's page views", async () => {
    await importSnapshot(t.db, withOwners(owner), options);
    await t.db
      .insertInto("page_view")
      .values({ property_id: 101, viewed_at: new Date("2026-11-20T10:00:00Z"), source: "website" })
      .execute();
    const visit = { Date: "2026-11-29T15:00:00+01:00", Type: "visit", Status: "confirmed" };
    const changed = {
      ...owner,
      Name: "Mireille Vandamme-Lambert",
      Properties: [{ ...villaHistory, PropertyID: 101, CalendarVisits: [visit] }],
    };
    const result = await importSnapshot(t.db, withOwners(changed), options);
    expect(result).toMatchObject({ summary: { owners: { created: 0, updated: 1, unchanged: 0 } } });
    expect((await owners())[0]?.display_name).toBe("Mireille Vandamme-Lambert");
    const visits = await history.visits();
    expect(visits.map((v) => new Date(v.starts_at).toISOString())).toEqual([
      "2026-11-29T14:00:00.000Z",
    ]);
    expect(await history.communications()).toHaveLength(2);
    expect(await t.db.selectFrom("page_view").selectAll().execute()).toHaveLength(1);
  });

  it("links an owner who already has a password by e-mail, and never touches the password", async () => {
    await importSnapshot(t.db, snapshot, options);
    await saveOwner(
      t.db,
      {
        email: owner.Email ?? "",
        username: "mireille",
        displayName: "M. Vandamme",
        password: "Chosen-password-2026",
        propertyIds: [],
      },
      new Date(),
    );
    const [{ password_hash: before } = { password_hash: null }] = await owners();
    const result = await importSnapshot(t.db, withOwners(owner), options);
    expect(result).toMatchObject({ summary: { owners: { created: 0, updated: 1 } } });
    expect(await owners()).toMatchObject([
      { crm_id: 90412, display_name: "Mireille Vandamme", username: "mireille" },
    ]);
    expect((await owners())[0]?.password_hash).toBe(before);
    const login = await findOwnerByLogin(t.db, "mireille");
    expect(await verifyPassword("Chosen-password-2026", login?.password_hash ?? "")).toBe(true);
  });

  it("reports on a dry run what it would do, writing nothing", async () => {
    const result = await importSnapshot(t.db, withOwners(owner), { ...options, dryRun: true });
    expect(result).toMatchObject({
      ok: true,
      dryRun: true,
      summary: { owners: { created: 1, updated: 0, unchanged: 0 } },
    });
    expect(await owners()).toEqual([]);
  });

  it.each([
    [
      "an unknown property",
      { ...owner, Properties: [{ PropertyID: 999 }] },
      "owners[0].Properties[0].PropertyID",
      "property 999 does not exist",
    ],
    [
      "a bad e-mail",
      { ...owner, Email: "mireille" },
      "owners[0].Email",
      "must be an e-mail address",
    ],
    [
      "a date without its offset",
      {
        ...owner,
        Properties: [{ PropertyID: 101, CalendarVisits: [{ Date: "2026-11-29 15:00" }] }],
      },
      "owners[0].Properties[0].CalendarVisits[0].Date",
      "must be an ISO 8601 date-time",
    ],
    [
      "a username with spaces",
      { ...owner, Username: "mireille v" },
      "owners[0].Username",
      "must be 3 to 50 letters",
    ],
    [
      "a field the format does not have",
      { ...owner, Password: "secret" },
      "owners[0]",
      "Unrecognized key",
    ],
  ])(
    "refuses %s, names owner record and field, and changes nothing",
    async (_, record, path, message) => {
      await importSnapshot(t.db, withOwners(owner), options);
      const before = { owners: await owners(), catalogue: await readCatalogue(t.db) };
      const result = await importSnapshot(t.db, withOwners(record as OwnerRecordInput), options);
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.issues).toContainEqual({ path, message: expect.stringContaining(message) });
      expect({ owners: await owners(), catalogue: await readCatalogue(t.db) }).toEqual(before);
    },
  );

  it("refuses co-owners who give one property different histories", async () => {
    const partner = { ...owner, ID: 90413, Email: "luc.vandamme@example.be", Name: "Luc Vandamme" };
    const same = await importSnapshot(t.db, withOwners(owner, partner), options);
    expect(same).toMatchObject({ summary: { owners: { created: 2 } } });
    const differing = { ...partner, Properties: [{ PropertyID: 101 }] };
    const result = await importSnapshot(t.db, withOwners(owner, differing), options);
    expect(result).toMatchObject({
      ok: false,
      issues: [
        {
          path: "owners[1].Properties[0]",
          message: "the history of property 101 differs from owners[0].Properties[0]'s",
        },
      ],
    });
  });
});
