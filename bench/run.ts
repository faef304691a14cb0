import { catalogueSizeBenchmark } from "./catalogue-size.ts";
import { httpBenchmark } from "./http.ts";
import { importBenchmark } from "./import.ts";

// `npm run bench` (after a build): every benchmark in turn, each printing a Markdown table for bench/README.md.
const benchmarks: [string, () => Promise<string>][] = [
  ["HTTP pages", httpBenchmark],
  ["CRM snapshot import", importBenchmark],
  ["Catalogue size", catalogueSizeBenchmark],
];

let failed = false;
for (const [name, run] of benchmarks) {
  process.stdout.write(`\n## ${name}\n`);
  try {
    process.stdout.write(`${await run()}\n`);
  } catch (error) {
    failed = true;
    console.error(`${name} failed: ${error instanceof Error ? error.message : error}`);
  }
}
process.exitCode = failed ? 1 : 0;
