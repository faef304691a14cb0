import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PostgresServer, startPostgres } from "#scripts/test/postgres-server.ts";
import { postgresBinDir } from "#scripts/test/system-packages.ts";
import { freePort } from "#tests/support/free-port.ts";
import { type StartedServer, startServer, waitForOutput } from "#tests/support/server-process.ts";
import { engineUnderTest } from "#tests/support/test-database.ts";

// docs/requirements.md §16: PostgreSQL goes away under load (a crash, a failover), then comes back. The server must
// stay up, answer the localized 503 meanwhile, and recover by itself. Its own PostgreSQL, so that
// stopping it touches no other test.
describe.runIf(engineUnderTest === "postgres")("a PostgreSQL outage under load", () => {
  let postgres: PostgresServer;
  let server: StartedServer;
  let base: string;

  beforeAll(async () => {
    postgres = await startPostgres(postgresBinDir() ?? "");
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = startServer({ PORT: String(port), LOG_LEVEL: "info", DATABASE_URL: postgres.url }, [
      "--create-database",
    ]);
    await waitForOutput(server, '"msg":"listening"');
  });
  afterAll(async () => {
    server.child.kill("SIGKILL");
    await server.exited;
    postgres.stop();
  });

  /** Ten visitors asking for the French home page until told to stop; each answer's status and text. */
  function load() {
    const answers: { status: number; text: string }[] = [];
    let running = true;
    const visitor = async () => {
      while (running) {
        const answer = await fetch(`${base}/fr/`).then(
          async (res) => ({ status: res.status, text: await res.text() }),
          () => ({ status: 0, text: "" }),
        );
        answers.push(answer);
      }
    };
    const visitors = Array.from({ length: 10 }, visitor);
    return {
      answers,
      stop: async () => {
        running = false;
        await Promise.all(visitors);
      },
    };
  }

  async function until(condition: () => boolean) {
    for (let i = 0; i < 1200 && !condition(); i++) await new Promise((r) => setTimeout(r, 50));
  }

  it("stays up, answers 503 in the page's language, and recovers when the database returns", async () => {
    const before = load();
    await until(() => before.answers.filter((a) => a.status === 200).length >= 20);
    postgres.halt();
    await until(() => before.answers.filter((a) => a.status === 503).length >= 20);
    await before.stop();

    expect(server.child.exitCode).toBeNull();
    const failed = before.answers.filter((a) => a.status === 503);
    expect(failed.length).toBeGreaterThanOrEqual(20);
    expect(failed[0]?.text).toContain('<html lang="fr">');
    expect(failed[0]?.text).toContain("Une erreur s&#x27;est produite de notre côté");
    // Every answer was a page or a 503.
    expect(new Set(before.answers.map((a) => a.status))).toEqual(new Set([200, 503]));

    postgres.restart();
    const after = load();
    await until(() => after.answers.filter((a) => a.status === 200).length >= 20);
    await after.stop();
    expect(after.answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(20);
    expect(server.child.exitCode).toBeNull();
    expect(server.output()).not.toContain("Unhandled");
  }, 180_000);
});
