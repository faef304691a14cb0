import { spawnSync } from "node:child_process";
import { join } from "node:path";
import type { TestDatabase } from "./test-database.ts";

/** Runs `npm run import -- ARGS` as an operator would from `folder`, on the test database. */
export function runImport(database: TestDatabase, folder: string, args: string[]) {
  return spawnSync(process.execPath, ["scripts/import.ts", ...args], {
    env: {
      PATH: process.env.PATH,
      INIT_CWD: folder,
      MEDIA_DIR: join(folder, "media"),
      ...database.serverEnv,
    },
    encoding: "utf8",
  });
}
