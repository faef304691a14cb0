import { spawnSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { SnapshotInput } from "#app/model/catalogue/snapshot-schema.ts";
import { demoSnapshot } from "#scripts/demo/catalogue.ts";
import { renderPhotoLibrary } from "#scripts/demo/photos.ts";

// Importing a snapshot of 10,000 properties in 4 languages (40,000 records, local photos) into an empty
// SQLite database, then again (nothing changes), against reading and validating the same file alone.
// Target (docs/requirements.md §11): under 30 s on SQLite on this machine.

export const properties = 10_000;
const targetSeconds = 30;

export interface Run {
  seconds: number;
  peakMb: number;
}

/** Runs a script that prints {"seconds","peakMb"} in its own process, so its peak memory is its own. */
export function measureRun(script: string, ...args: string[]): Run {
  const child = spawnSync(process.execPath, [script, ...args], {
    encoding: "utf8",
    maxBuffer: 1 << 20,
  });
  if (child.status !== 0) throw new Error(`${script} ${args.join(" ")} failed: ${child.stderr}`);
  return JSON.parse(child.stdout) as Run;
}

const measure = (file: string, mode: "validate" | "import", dataDir: string) =>
  measureRun("bench/import-run.ts", file, mode, dataDir);

/** The demo's generator at 10,000 properties, its photos rendered into `dir` (the snapshot's folder). */
export async function benchCatalogue(dir: string): Promise<SnapshotInput> {
  await renderPhotoLibrary(dir, 2026);
  return demoSnapshot({
    seed: 2026,
    today: new Date("2026-11-22T00:00:00Z"),
    listings: properties - 8,
  });
}

export async function importBenchmark(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "site-bench-import-"));
  try {
    const snapshot = await benchCatalogue(dir);
    const file = join(dir, "snapshot.json");
    const json = JSON.stringify(snapshot);
    await writeFile(file, json);
    const records = snapshot.properties?.length ?? 0;

    const validate = measure(file, "validate", dir);
    const first = measure(file, "import", join(dir, "db"));
    const again = measure(file, "import", join(dir, "db"));
    const row = (name: string, run: Run) =>
      `| ${name} | ${run.seconds.toFixed(1)} | ${Math.round(run.peakMb)} | ${(run.seconds / validate.seconds).toFixed(1)} |`;
    return [
      `Import: ${properties} properties, ${records} records, ${(json.length / 1e6).toFixed(0)} MB of JSON, SQLite; target < ${targetSeconds} s: ${first.seconds < targetSeconds ? "met" : "MISSED"}`,
      "",
      "| run | seconds | peak MB | time / validation |",
      "|---|---|---|---|",
      row("read + validate only", validate),
      row("import into an empty database", first),
      row("same file again (nothing changes)", again),
    ].join("\n");
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
