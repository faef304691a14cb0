import { z } from "zod";
import { siteDocumentKinds } from "./site-document.ts";

// ADR 056, docs/operations.md "The site as a file": `npm run site -- export FILE` writes every document
// the desk edits (by kind, then key) as one versioned JSON; `import` reads it back. Each document's body
// is judged by its kind's own schema, the same as in the desk.

export const siteFileSchema = z.strictObject({
  format: z.literal("site"),
  version: z.literal(1),
  exportedAt: z.iso.datetime().optional(),
  documents: z.partialRecord(z.enum(siteDocumentKinds), z.record(z.string(), z.unknown())),
});

export type SiteFile = z.infer<typeof siteFileSchema>;
