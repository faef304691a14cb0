import { appendFileSync } from "node:fs";
import { startOmnicasaReplay } from "#tests/support/omnicasa-replay.ts";

// The Omnicasa replay as its own process, for the leads benchmark (bench/crm-leads.ts) to kill with SIGKILL
// and start again on the same port: each contact made is appended to CONTACTS_FILE before its answer is
// sent, so what a killed replay made is kept, and a contact made whose answer never left counts, as in a CRM.
const port = Number(process.env.REPLAY_PORT);
const file = process.env.CONTACTS_FILE;
if (!port || !file) throw new Error("REPLAY_PORT and CONTACTS_FILE are needed");
await startOmnicasaReplay({ port, onContact: (key) => appendFileSync(file, `${key}\n`) });
