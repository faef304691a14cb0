import { execFileSync } from "node:child_process";
import { chownSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "#tests/support/free-port.ts";

export interface PostgresServer {
  url: string;
  /** Stops the server at once, as a crash would (connections cut), keeping its data. */
  halt(): void;
  /** Starts the halted server again on the same port with the same data. */
  restart(): void;
  /** Stops the server and deletes its data. */
  stop(): void;
}

/**
 * A throw-away PostgreSQL server in a temporary folder on a free port, trusted on the loopback address.
 * PostgreSQL refuses to run as root, so as root it runs as the "postgres" user the package creates.
 */
export async function startPostgres(binDir: string): Promise<PostgresServer> {
  const dir = mkdtempSync(join(tmpdir(), "site-pg-"));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString());
    chownSync(dir, uid, gid);
  }
  const run = (command: string, args: string[]) => {
    const [file, argv] = asRoot
      ? ["runuser", ["-u", "postgres", "--", `${binDir}/${command}`, ...args]]
      : [`${binDir}/${command}`, args];
    execFileSync(file, argv, { stdio: ["ignore", "ignore", "inherit"] });
  };
  const port = await freePort();
  const data = join(dir, "data");
  run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "--encoding=UTF8", "--no-sync"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () =>
    run("pg_ctl", ["-D", data, "-o", options, "-l", join(dir, "server.log"), "-w", "start"]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    halt: () => run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]),
    restart: start,
    stop: () => {
      try {
        run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
