import { spawn, spawnSync } from "node:child_process";
import { join } from "node:path";
import type { TestDatabase } from "./test-database.ts";

/** The environment of `npm run import` as an operator would run it from `folder`, on the test database. */
function importEnv(database: TestDatabase, folder: string) {
  return {
    PATH: process.env.PATH,
    INIT_CWD: folder,
    MEDIA_DIR: join(folder, "media"),
    ...database.serverEnv,
  };
}

/** Runs `npm run import -- ARGS` as an operator would from `folder`, on the test database. */
export function runImport(database: TestDatabase, folder: string, args: string[]) {
  return spawnSync(process.execPath, ["scripts/import.ts", ...args], {
    env: importEnv(database, folder),
    encoding: "utf8",
  });
}

/** Starts `npm run import -- ARGS` without waiting for it, to interrupt it. */
export function startImport(database: TestDatabase, folder: string, args: string[]) {
  const child = spawn(process.execPath, ["scripts/import.ts", ...args], {
    env: importEnv(database, folder),
  });
  let stdout = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
    stdout += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  return { child, stdout: () => stdout, exited };
}
