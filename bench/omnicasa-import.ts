import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { benchCatalogue, measureRun, properties, type Run } from "./import.ts";
import { omnicasaFeed } from "./omnicasa-feed.ts";

// docs/requirements.md §11: importing 10,000 properties in 4 languages through the Omnicasa path (`npm run import --
// --from omnicasa`): the demo's generated catalogue written as API answers of 50 rows (800 files),
// into an empty SQLite database, then again (nothing changes). Baseline in the same run: the same
// catalogue imported from one snapshot file. Target: under 30 s.

const pageSize = 50;
const targetSeconds = 30;

export async function omnicasaImportBenchmark(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "site-bench-omnicasa-"));
  try {
    const snapshot = await benchCatalogue(dir);
    const pages = omnicasaFeed(snapshot, pageSize);
    let bytes = 0;
    for (const page of pages) {
      const json = JSON.stringify(page.answer);
      bytes += json.length;
      await writeFile(join(dir, page.name), json);
    }
    // Not named .json: the Omnicasa import reads every .json file of the folder.
    const baselineFile = join(dir, "baseline.snapshot");
    await writeFile(baselineFile, JSON.stringify(snapshot));

    const baseline = measureRun(
      "bench/import-run.ts",
      baselineFile,
      "import",
      join(dir, "db-snapshot"),
    );
    const first = measureRun("bench/omnicasa-import-run.ts", dir, join(dir, "db-omnicasa"));
    const again = measureRun("bench/omnicasa-import-run.ts", dir, join(dir, "db-omnicasa"));
    const row = (name: string, run: Run) =>
      `| ${name} | ${run.seconds.toFixed(1)} | ${Math.round(run.peakMb)} | ${(run.seconds / baseline.seconds).toFixed(2)} |`;
    return [
      `Omnicasa import: ${properties} properties x 4 languages in ${pages.length} answers of ${pageSize} rows, ${(bytes / 1e6).toFixed(0)} MB of JSON, SQLite; target < ${targetSeconds} s: ${first.seconds < targetSeconds ? "met" : "MISSED"}`,
      "",
      "| run | seconds | peak MB | time / snapshot import |",
      "|---|---|---|---|",
      row("snapshot file, empty database (baseline)", baseline),
      row("Omnicasa answers, empty database", first),
      row("same answers again (nothing changes)", again),
    ].join("\n");
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
