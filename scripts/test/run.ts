import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "#tests/support/free-port.ts";
import { startPostgres } from "./postgres-server.ts";
import {
  chromiumPresent,
  commandExists,
  ensureDebianPackages,
  postgresBinDir,
} from "./system-packages.ts";

// `npm test`: every check in order, stopping at the first failure, then one closing line of counts.

const reports = mkdtempSync(join(tmpdir(), "site-test-reports-"));
const counts = { passed: 0, failed: 0 };
const timings: string[] = [];

function run(name: string, command: string, args: string[], env: Record<string, string> = {}) {
  process.stdout.write(`\n━━ ${name} ━━\n`);
  const started = performance.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  timings.push(`${result.status === 0 ? "ok  " : "FAIL"} ${name} (${seconds} s)`);
  if (result.status !== 0) throw new StepFailed(`${name} failed`);
}

class StepFailed extends Error {}

function vitest(name: string, project: string, env: Record<string, string> = {}) {
  const report = join(reports, `${name.replace(/\W+/g, "-")}.json`);
  const reporters = ["--reporter=default", "--reporter=json", `--outputFile.json=${report}`];
  try {
    run(name, "npx", ["vitest", "run", "--project", project, ...reporters], env);
  } finally {
    const summary = readReport(report) as { numPassedTests?: number; numFailedTests?: number };
    counts.passed += summary.numPassedTests ?? 0;
    counts.failed += summary.numFailedTests ?? 0;
  }
}

function readReport(file: string): Record<string, unknown> {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return {};
  }
}

function finish(failure?: string): never {
  process.stdout.write(`\n━━ summary ━━\n${timings.join("\n")}\n`);
  if (failure) process.stdout.write(`${failure}\n`);
  rmSync(reports, { recursive: true, force: true });
  process.stdout.write(`tests: ${counts.passed} passed, ${counts.failed} failed\n`);
  process.exit(failure ? 1 : 0);
}

async function main() {
  ensureDebianPackages([
    { name: "chromium", present: chromiumPresent },
    {
      name: "postgresql",
      present: () => postgresBinDir() !== undefined && commandExists("runuser"),
    },
  ]);

  run("typecheck", "npm", ["run", "--silent", "typecheck"]);
  run("lint", "npm", ["run", "--silent", "lint"]);
  vitest("unit tests", "unit");
  run("build", "npm", ["run", "--silent", "build"]);
  vitest("integration tests on SQLite", "integration");

  const postgres = await startPostgres(postgresBinDir() ?? "");
  try {
    process.stdout.write(`PostgreSQL test server at ${postgres.url}\n`);
    vitest("integration tests on PostgreSQL", "integration", { TEST_DATABASE_URL: postgres.url });
  } finally {
    postgres.stop();
  }

  const e2eReport = join(reports, "e2e.json");
  try {
    run("end-to-end tests in Chromium", "npx", ["playwright", "test", "--reporter=list,json"], {
      E2E_PORT: String(await freePort()),
      E2E_SOLD_PORT: String(await freePort()),
      E2E_SMTP_PORT: String(await freePort()),
      E2E_MAIL_PORT: String(await freePort()),
      E2E_NEW_PORT: String(await freePort()),
      PLAYWRIGHT_JSON_OUTPUT_FILE: e2eReport,
    });
  } finally {
    const stats = (readReport(e2eReport).stats ?? {}) as Record<string, number>;
    counts.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
    counts.failed += stats.unexpected ?? 0;
  }
}

try {
  await main();
  finish();
} catch (error) {
  finish(error instanceof StepFailed ? error.message : String(error));
}
