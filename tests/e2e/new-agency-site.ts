import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { writeSnapshotFolder } from "#tests/support/snapshot-files.ts";
import { newAgencyAdmin } from "./new-agency-admin.ts";

// `node tests/e2e/new-agency-site.ts DIR`: a new agency's site as the README's commands make it, for
// new-agency.spec.ts (docs/requirements.md §17, issue 27 "Done means"): the database migrated, a CRM
// snapshot imported, the first admin added; no demo content, no configuration stored. Each step is the
// command itself, run as an operator would.
const [dataDir] = process.argv.slice(2);
if (!dataDir) throw new Error("usage: node tests/e2e/new-agency-site.ts DIR");
rmSync(dataDir, { recursive: true, force: true });

const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "warn" };
const run = (script: string, args: string[], input?: string) =>
  execFileSync(process.execPath, [join("scripts", script), ...args], {
    env,
    input,
    stdio: [input === undefined ? "ignore" : "pipe", "inherit", "inherit"],
  });

run("migrate.ts", []);
const snapshot = await writeSnapshotFolder();
run("import.ts", [join(snapshot, "snapshot.json")]);
run(
  "staff.ts",
  [
    "add",
    newAgencyAdmin.email,
    "--role",
    "admin",
    "--name",
    "Nora Peeters",
    "--language",
    "en",
    "--password-stdin",
  ],
  newAgencyAdmin.password,
);
