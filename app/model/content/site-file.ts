import { z } from "zod";
import { maxRedirectRows } from "#app/model/redirects/redirect-csv.ts";
import { siteDocumentKinds } from "./site-document.ts";

// ADR 056, docs/operations.md "The site as a file": `npm run site -- export FILE` writes every document
// the desk edits (by kind, then key) and the redirects as one versioned JSON; `import` reads it back.
// Each document's body is judged by its kind's own schema, the redirects by the desk's own checks
// (ADR 057), the same as in the desk.

const siteFileRedirectSchema = z.strictObject({
  from: z.string(),
  to: z.string(),
  /** Written by a page's slug change (ADR 062), not by the agency: its old path is under a language. */
  pageMove: z.literal(true).optional(),
});

export type SiteFileRedirect = z.infer<typeof siteFileRedirectSchema>;

export const siteFileSchema = z.strictObject({
  format: z.literal("site"),
  version: z.literal(1),
  exportedAt: z.iso.datetime().optional(),
  documents: z.partialRecord(z.enum(siteDocumentKinds), z.record(z.string(), z.unknown())),
  /** The whole redirects table; a file without it leaves the table as it is. */
  redirects: z.array(siteFileRedirectSchema).max(maxRedirectRows).optional(),
});

export type SiteFile = z.infer<typeof siteFileSchema>;
