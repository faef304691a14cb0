import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { SnapshotInput } from "#app/model/catalogue/snapshot-schema.ts";
import { formPdf } from "./pdf.ts";

// The documents an agency keeps for a property (docs/requirements.md §14 "document request"): a floor plan and the
// energy certificate of every fourth property, as small PDFs beside the snapshot. No random draw: the
// rest of the demo stays as it was.

const documents = [
  { key: "plan", name: "Floor plan - Plan - Grondplan", fields: ["Ground floor", "First floor"] },
  { key: "epc", name: "EPC - PEB - EPB", fields: ["Energy class", "Primary energy (kWh/m²)"] },
];

/** Adds the documents to the snapshot's properties that get some, and writes their files. */
export async function addPropertyDocuments(
  snapshot: SnapshotInput,
  dir: string,
  footer: string,
): Promise<void> {
  const ids = new Set((snapshot.properties ?? []).map((p) => p.ID).filter((id) => id % 4 === 0));
  await mkdir(join(dir, "documents"), { recursive: true });
  for (const id of ids) {
    for (const document of documents) {
      const pdf = formPdf(`${document.name} - ${id}`, `Reference ${id}`, document.fields, footer);
      await writeFile(join(dir, "documents", `property-${id}-${document.key}.pdf`), pdf);
    }
  }
  for (const property of snapshot.properties ?? []) {
    if (!ids.has(property.ID)) continue;
    property.Documents = documents.map((document) => ({
      Url: `documents/property-${property.ID}-${document.key}.pdf`,
      Name: `${document.name} ${property.ID}.pdf`,
    }));
  }
}
