import { parseArgs } from "node:util";
import { openDatabase } from "#app/data/database.server.ts";
import {
  addStaff,
  disableStaff,
  listStaff,
  resetStaffTwoStep,
} from "#app/services/admin/staff-accounts.server.ts";
import { parseEnv } from "#app/services/env.server.ts";
import { migrateToLatest } from "#db/migrate.ts";
import { fail, print, runCommand } from "./run-command.ts";
import {
  addedLines,
  addRefusal,
  disabledLine,
  staffTable,
  twoStepResetLine,
  unknownAccount,
} from "./staff-report.ts";

// `npm run staff -- add|list|disable|reset-2fa` (docs/operations.md "Staff accounts", ADR 047): the
// desk's accounts from the command line, the first admin's included.

/** Each command and how many arguments it takes. */
const commands: Record<string, number> = { add: 1, list: 0, disable: 1, "reset-2fa": 1 };
const usage =
  'Usage: npm run staff -- add EMAIL --role admin|agent [--name "..."] [--language en|nl|fr|de] [--password-stdin] | list | disable EMAIL | reset-2fa EMAIL';

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    options: {
      role: { type: "string" },
      name: { type: "string" },
      language: { type: "string" },
      "password-stdin": { type: "boolean", default: false },
    },
    allowPositionals: true,
  });
  const [command, email] = positionals;
  const addOnly = ["role", "name", "language"].some((name) => name in values);
  const arity = command && Object.hasOwn(commands, command) ? commands[command] : undefined;
  if (
    arity === undefined ||
    positionals.length !== 1 + arity ||
    (command !== "add" && (addOnly || values["password-stdin"]))
  )
    return fail(usage);
  const password = values["password-stdin"] ? await readStandardInput() : undefined;
  if (password === "") return fail("No password on standard input (--password-stdin).");
  const env = parseEnv(process.env);
  const { db } = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await migrateToLatest(db);
    const now = new Date();
    if (command === "list") return print(staffTable(await listStaff(db)));
    const address = email ?? "";
    if (command === "add") {
      // The address the site writes into mails and pages (server/site-address.ts).
      const origin = env.PUBLIC_URL
        ? new URL(env.PUBLIC_URL).origin
        : `http://localhost:${env.PORT}`;
      const outcome = await addStaff(
        db,
        {
          email: address,
          role: values.role ?? "",
          name: values.name,
          language: values.language,
          password,
        },
        { origin, now },
      );
      return "added" in outcome
        ? print(addedLines(outcome))
        : fail(addRefusal(outcome, values, address));
    }
    if (command === "disable") {
      const outcome = await disableStaff(db, address, now);
      return "unknown" in outcome ? fail(unknownAccount(address)) : print(disabledLine(outcome));
    }
    const outcome = await resetStaffTwoStep(db, address, now);
    return "unknown" in outcome ? fail(unknownAccount(address)) : print(twoStepResetLine(outcome));
  } finally {
    await db.destroy();
  }
}

/** Everything piped in, less the line end `echo` adds. */
async function readStandardInput(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks)
    .toString("utf8")
    .replace(/\r?\n$/, "");
}

runCommand(main);
