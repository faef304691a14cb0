import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { runImport, startImport } from "#tests/support/import-command.ts";
import { writeSnapshotFolder } from "#tests/support/snapshot-files.ts";
import { owner, snapshot } from "#tests/support/snapshot-fixture.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";

describe(`npm run import on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let folder: string;
  const run = (...args: string[]) => runImport(database, folder, args);

  beforeAll(async () => {
    database = await createTestDatabase();
    folder = await writeSnapshotFolder();
  });
  afterAll(async () => {
    await database.dispose();
    await rm(folder, { recursive: true, force: true });
  });

  it("says how to use it", () => {
    const result = run();
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(
      "Usage: npm run import -- [--from snapshot|omnicasa [--language en|nl|fr|de]] FILE.json|FOLDER [--full] [--dry-run] [--no-variants]",
    );
    const unknown = run("--from", "xml", "snapshot.json");
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toMatch(/^--from must be snapshot or omnicasa \(got xml\)\./);
    const language = run("--from", "omnicasa", "--language", "es", "feed");
    expect(language.stderr).toMatch(
      /^--language goes with --from omnicasa and is en, nl, fr or de/,
    );
  });

  it("refuses a file that is not JSON", async () => {
    await writeFile(join(folder, "broken.json"), "{ not json");
    const result = run("broken.json");
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/broken\.json is not valid JSON: /);
  });

  it("lists the problems of an invalid file and imports nothing", async () => {
    const [villa] = snapshot.properties ?? [];
    await writeFile(
      join(folder, "bad.json"),
      JSON.stringify({ properties: [{ ...villa, Price: -5, language: "xx" }] }),
    );
    const result = run("bad.json");
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("has 2 problem(s); nothing was changed:");
    expect(result.stderr).toContain("  properties[0].Price: must not be negative");
    expect(result.stderr).toContain("  properties[0].language: ");
  });

  it("validates only with --dry-run, then imports, then finds nothing to change, dry or not", () => {
    const dry = run("snapshot.json", "--dry-run");
    expect(dry.stdout).toMatch(
      /^Dry run of .*snapshot\.json, nothing written\. It would give: 3 created, 0 updated, 0 skipped \(unchanged\), 0 withdrawn\.\n$/,
    );
    const first = run("snapshot.json");
    expect(first.status).toBe(0);
    expect(first.stdout).toMatch(
      /Imported .*snapshot\.json in [\d.]+ s: 3 created, 0 updated, 0 skipped \(unchanged\), 0 withdrawn\./,
    );
    // The fixture's one listed photo at the card widths, in three formats, made after the result is
    // printed (issue 28, defect 11).
    expect(first.stdout).toMatch(
      /withdrawn\.\nMaking the image variants first screens use; Ctrl-C skips the rest \(a page's first visit makes them\)\.\nMade 6 image variant\(s\) for first screens in [\d.]+ s \(0 already there\)\.\n$/,
    );
    // Right after the import a dry run finds what the import then finds: nothing to do.
    const dryAgain = run("snapshot.json", "--dry-run", "--full");
    expect(dryAgain.stdout).toMatch(
      /^Dry run of .*snapshot\.json, nothing written\. It would give: 0 created, 0 updated, 3 skipped \(unchanged\), 0 withdrawn\.\n$/,
    );
    const second = run("snapshot.json", "--full");
    expect(second.stdout).toContain("0 created, 0 updated, 3 skipped (unchanged), 0 withdrawn");
    expect(second.stdout).toContain("Made 0 image variant(s) for first screens");
    const third = run("snapshot.json", "--no-variants");
    expect(third.stdout).not.toContain("image variant");
  });

  it("ends the variants at Ctrl-C with the import stored and nothing half-made (issue 28, defect 11)", async () => {
    await rm(join(folder, "media/variants"), { recursive: true, force: true });
    const started = startImport(database, folder, ["snapshot.json", "--full"]);
    await vi.waitUntil(() => started.stdout().includes("Making the image variants"), {
      timeout: 30_000,
      interval: 10,
    });
    started.child.kill("SIGINT");
    expect(await started.exited).toBe(0);
    expect(started.stdout()).toMatch(/^Imported .*snapshot\.json in [\d.]+ s: \d created/);
    // The signal may come after the last encode: then the command ends as it would have anyway.
    expect(started.stdout()).toMatch(
      /\n(Stopped after \d image variant\(s\) in [\d.]+ s; a page's first visit makes the others|Made 6 image variant\(s\) for first screens in [\d.]+ s \(0 already there\))\.\n$/,
    );
    const files = await readdir(join(folder, "media/variants"), { recursive: true }).catch(
      () => [],
    );
    expect(files.filter((f) => f.endsWith(".tmp"))).toEqual([]);
  }, 60_000);

  it("imports recorded Omnicasa answers with --from omnicasa, naming the unused fields once", () => {
    const fixture = join(import.meta.dirname, "../tests/fixtures/omnicasa");
    const first = run("--from", "omnicasa", fixture, "--no-variants");
    expect(first.stderr).toBe("");
    expect(first.status).toBe(0);
    const ignored = first.stdout.split("\n").filter((line) => line.startsWith("Ignored "));
    expect(ignored).toEqual([
      expect.stringMatching(
        /^Ignored 17 field\(s\) the site does not use: ConditionID, ConditionName, .*StartPrice\.$/,
      ),
    ]);
    expect(first.stdout).toMatch(
      /Imported .*omnicasa in [\d.]+ s: 6 created, 0 updated, 0 skipped/,
    );
    const second = run("--from", "omnicasa", fixture, "--no-variants");
    expect(second.stdout).toContain("0 created, 0 updated, 6 skipped (unchanged), 0 withdrawn");
  });

  it("reads a snapshot that starts with a byte order mark and gives ProjectID null", async () => {
    const [villa] = snapshot.properties ?? [];
    const file = { ...snapshot, properties: [{ ...villa, ProjectID: null }] };
    await writeFile(join(folder, "bom.json"), `\uFEFF${JSON.stringify(file)}`);
    const result = run("bom.json", "--dry-run");
    expect(result.stderr).toBe("");
    expect(result.stdout).toMatch(/^Dry run of .*bom\.json, nothing written\./);
  });

  it("takes the language of Omnicasa items without LanguageId from --language or the file's name", async () => {
    const fixture = join(import.meta.dirname, "../tests/fixtures/omnicasa");
    await mkdir(join(folder, "unsaid"));
    const unsaid = async (name: string, as = name) => {
      const text = await readFile(join(fixture, name), "utf8");
      const answer: Record<string, { Value: { Items: { LanguageId?: number }[] } }> = JSON.parse(
        text.replace(/^\uFEFF/, ""),
      );
      for (const { Value } of Object.values(answer)) {
        for (const item of Value.Items) delete item.LanguageId;
      }
      await writeFile(join(folder, "unsaid", as), JSON.stringify(answer));
    };
    for (const name of await readdir(fixture)) await unsaid(name);
    const named = run("--from", "omnicasa", "unsaid", "--dry-run", "--no-variants");
    expect(named.stderr).toBe("");
    expect(named.stdout).toContain("0 created, 0 updated, 6 skipped (unchanged), 0 withdrawn");

    await unsaid("GetProjectList-fr-1.json", "projects.json");
    const given = run(
      "--from",
      "omnicasa",
      "--language",
      "fr",
      "unsaid/projects.json",
      "--dry-run",
    );
    expect(given.stdout).toContain("0 created, 0 updated, 1 skipped (unchanged), 0 withdrawn");
    const unknown = run("--from", "omnicasa", "unsaid/projects.json", "--dry-run");
    expect(unknown.stderr).toContain("projects.json: project 900, LanguageId: must be 1 (nl)");
  }, 60_000);

  it("refuses an Omnicasa folder with a cut-off answer, naming the file", async () => {
    await mkdir(join(folder, "cut-off"));
    await writeFile(
      join(folder, "cut-off/GetPropertyList-fr-1.json"),
      '{"GetPropertyListJsonResult":{"Value":{"Items":[{"ID":',
    );
    const result = run("--from", "omnicasa", "cut-off");
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      /has 1 problem\(s\); nothing was changed:\n {2}GetPropertyList-fr-1\.json: not valid JSON/,
    );
  });

  it("counts the owners of a snapshot that lists them, on a dry run too", async () => {
    await writeFile(join(folder, "owners.json"), JSON.stringify({ ...snapshot, owners: [owner] }));
    const dry = run("owners.json", "--dry-run", "--no-variants");
    expect(dry.stdout).toContain("0 withdrawn; owners: 1 created, 0 updated, 0 unchanged.\n");
    expect(run("owners.json", "--no-variants").stdout).toContain(
      "0 withdrawn; owners: 1 created, 0 updated, 0 unchanged.\n",
    );
    expect(run("owners.json", "--no-variants").stdout).toContain(
      "0 withdrawn; owners: 0 created, 0 updated, 1 unchanged.\n",
    );
    expect(run("snapshot.json", "--no-variants").stdout).not.toContain("owners:");
  });
});
