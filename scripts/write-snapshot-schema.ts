import { writeFile } from "node:fs/promises";
import { snapshotJsonSchema } from "#app/model/catalogue/snapshot-json-schema.ts";

// `npm run docs:schema`: regenerates docs/snapshot.schema.json after a change to the snapshot format.
await writeFile("docs/snapshot.schema.json", snapshotJsonSchema());
process.stdout.write("wrote docs/snapshot.schema.json\n");
