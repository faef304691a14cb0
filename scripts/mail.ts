import { parseArgs } from "node:util";
import { openDatabase } from "#app/data/database.server.ts";
import { parseEnv } from "#app/services/env.server.ts";
import { mailStatus, resumeMails } from "#app/services/leads/mail-pause.server.ts";
import { migrateToLatest } from "#db/migrate.ts";
import { runCommand } from "./run-command.ts";

// `npm run mail -- status|resume` (docs/operations.md "Mail", ADR 034): says whether mails to visitors
// are paused and what waits in the outbox; `resume` ends a pause and sends the mails it kept.
const usage = "Usage: npm run mail -- status | resume";

async function main(): Promise<number> {
  const { positionals } = parseArgs({ allowPositionals: true });
  const [command] = positionals;
  if (positionals.length !== 1 || (command !== "status" && command !== "resume")) {
    console.error(usage);
    return 1;
  }
  const env = parseEnv(process.env);
  const { db } = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await migrateToLatest(db);
    if (command === "resume") {
      const released = await resumeMails(db);
      process.stdout.write(`Mails to visitors resumed; ${released} paused mail(s) queued again.\n`);
      return 0;
    }
    const status = await mailStatus(db);
    process.stdout.write(
      `${[
        status.pausedUntil
          ? `Mails to visitors are paused until ${status.pausedUntil.toISOString()} (or npm run mail -- resume).`
          : "Mails to visitors are not paused.",
        `Queued: ${status.queued}; held until their lead is confirmed: ${status.held}; paused: ${status.paused}.`,
      ].join("\n")}\n`,
    );
    return 0;
  } finally {
    await db.destroy();
  }
}

runCommand(main);
