import * as z from "zod/mini";
import { consentFields, personFields } from "./contact-fields.ts";

// docs/requirements.md §14, §2 Property detail and §8: "request the documents" of a property, sent by e-mail;
// the answer is a message in place on the property's page, not a thank-you page.
export const documentRequestSchema = z.object({ ...personFields, ...consentFields });

export type DocumentRequest = z.output<typeof documentRequestSchema>;
export type DocumentRequestField = keyof z.input<typeof documentRequestSchema> & string;
