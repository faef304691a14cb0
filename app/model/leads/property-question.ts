import * as z from "zod/mini";
import { consentFields, personFields, remarkField } from "./contact-fields.ts";

// docs/requirements.md §14, §2 Property detail: "ask about this property" (thank-you page contact-me).
export const propertyQuestionSchema = z.object({
  ...personFields,
  ...remarkField,
  ...consentFields,
});

export type PropertyQuestion = z.output<typeof propertyQuestionSchema>;
export type PropertyQuestionField = keyof z.input<typeof propertyQuestionSchema> & string;
