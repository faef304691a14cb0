import { spawnSync } from "node:child_process";
import { cpSync } from "node:fs";
import { freePort } from "#tests/support/free-port.ts";
import { type Child, startNode } from "./child-process.ts";

/**
 * Loads the demo agency (content, configuration, 100 properties) into the SQLite database of `dataDir`;
 * with BENCH_DEMO_DATA, copies that folder instead, one the demo was loaded into before (its image
 * variants take minutes to make on a busy machine).
 */
export function loadDemo(dataDir: string): void {
  const loaded = process.env.BENCH_DEMO_DATA;
  if (loaded) {
    cpSync(loaded, dataDir, { recursive: true });
    return;
  }
  const demo = spawnSync(process.execPath, ["scripts/demo/load.ts"], {
    env: { ...process.env, DATA_DIR: dataDir },
  });
  if (demo.status !== 0) throw new Error(`demo load failed: ${demo.stderr}`);
}

/**
 * The production server on the database of `dataDir`, once it answers; its base URL and process.
 * `env` adds settings a benchmark needs (PAGE_CACHE_MB=0 measures rendering itself; PUBLIC_URL...).
 */
export async function startSite(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<{ url: string; child: Child }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // Access logs off (LOG_LEVEL=warn): the benchmark measures the stack, not writes to stdout.
  const siteEnv = {
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    NODE_ENV: "production",
  };
  return {
    url,
    child: await startNode("server/start.ts", { ...siteEnv, ...env }, `${url}/healthz`),
  };
}
