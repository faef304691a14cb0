import { writeFile } from "node:fs/promises";
import { snapshotJsonSchema } from "#app/model/catalogue/snapshot-json-schema.ts";
import { webhookJsonSchema } from "#app/model/crm/webhook-body.ts";

// `npm run docs:schema`: regenerates the published JSON Schemas after a change to the snapshot format
// or to the lead webhook's body (ADR 064).
await writeFile("docs/snapshot.schema.json", snapshotJsonSchema());
await writeFile("docs/lead-webhook.schema.json", webhookJsonSchema());
process.stdout.write("wrote docs/snapshot.schema.json and docs/lead-webhook.schema.json\n");
