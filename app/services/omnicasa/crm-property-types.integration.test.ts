import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { crmPropertyTypeIds } from "#app/data/catalogue/crm-property-types.server.ts";
import {
  type OmnicasaReplay,
  replayCredentials,
  startOmnicasaReplay,
} from "#tests/support/omnicasa-replay.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";
import { type SyncOptions, syncFromOmnicasa } from "./omnicasa-sync.server.ts";

// ADR 066: a full sync that ended well stores the CRM's property type ids by WebID (GetTypeOfPropertyList,
// tests/fixtures/omnicasa-lists); the runs between full ones do not ask; a CRM that cannot give the list
// fails nothing, and the ids stored before stay. Pages of two rows, so that the list takes several requests.

const hour = 3_600_000;

describe(`the CRM's property types in a sync on ${engineUnderTest}`, () => {
  let t: TestDatabase;
  let replay: OmnicasaReplay;
  let folder: string;
  let options: SyncOptions;
  const sync = () => syncFromOmnicasa(t.db, { url: replay.url, ...replayCredentials }, options);
  const typeListRequests = () =>
    replay.requests
      .filter((r) => r.endpoint === "GetTypeOfPropertyList")
      .map((r) => [r.limit1, r.limit2]);
  const recorded = new Map([
    [1, [10, 11]],
    [2, [20, 21]],
  ]);

  beforeEach(async () => {
    t = await createTestDatabase();
    replay = await startOmnicasaReplay();
    folder = await mkdtemp(join(tmpdir(), "site-crm-types-"));
    options = {
      engine: engineUnderTest,
      mediaDir: join(folder, "media"),
      now: new Date(),
      fullIntervalMs: 24 * hour,
      policy: {
        pageSize: 2,
        timeoutMs: 500,
        attempts: 2,
        backoffMs: 10,
        maxAnswerBytes: 1_000_000,
      },
    };
  });
  afterEach(async () => {
    await replay.close();
    await t.dispose();
    await rm(folder, { recursive: true, force: true });
  });

  it("stores them at a full run, every page of the list, and does not ask again until the next full run", async () => {
    expect(await crmPropertyTypeIds(t.db)).toEqual(new Map());
    expect(await sync()).toMatchObject({ ok: true, kind: "full", warnings: [] });
    expect(typeListRequests()).toEqual([
      [1, 2],
      [3, 4],
      [5, 6],
    ]);
    // The type without a WebID (a garage box) is no type the site shows.
    expect(await crmPropertyTypeIds(t.db)).toEqual(recorded);

    replay.requests.length = 0;
    expect(await sync()).toMatchObject({ ok: true, kind: "changes", warnings: [] });
    expect(typeListRequests()).toEqual([]);
  });

  it("imports the catalogue when the list cannot be had, with a warning, keeping the ids stored before", async () => {
    expect(await sync()).toMatchObject({ ok: true, kind: "full" });
    options.fullIntervalMs = undefined;
    replay.fail({ endpoint: "GetTypeOfPropertyList", limit1: 3 }, "500");
    replay.change("GetPropertyList", 4711, { Price: 300000 });

    const outcome = await sync();
    expect(outcome).toMatchObject({ ok: true, kind: "full", summary: { updated: 1 } });
    expect(outcome.ok === true && outcome.warnings).toEqual([
      "GetTypeOfPropertyList rows 3-4: answered HTTP 500 (2 tries): the type ids of an earlier sync are kept (without any, a demand's types go as WebIDs)",
    ]);
    expect(await crmPropertyTypeIds(t.db)).toEqual(recorded);
  });

  it("imports the catalogue when every answer of the list comes cut off, storing nothing", async () => {
    replay.fail({ endpoint: "GetTypeOfPropertyList", limit1: 1 }, "cut-off");
    const outcome = await sync();
    expect(outcome).toMatchObject({ ok: true, kind: "full", summary: { created: 6 } });
    expect(outcome.ok === true && outcome.warnings).toEqual([
      expect.stringMatching(/^GetTypeOfPropertyList rows 1-2: not valid JSON/),
    ]);
    expect(await crmPropertyTypeIds(t.db)).toEqual(new Map());
  });
});
