import * as z from "zod/mini";
import { consentFields, personFields, remarkField } from "./contact-fields.ts";

// docs/requirements.md §14, §2 project detail: "ask about this project or one of its units" (thank-you page
// contact-construction). The unit, when one is chosen, is checked against the project by the action.
export const projectQuestionSchema = z.object({
  unit: z.optional(
    z.string().check(z.regex(/^\d{1,9}$/, { error: "leads:projectQuestion.errors.unit" })),
  ),
  ...personFields,
  ...remarkField,
  ...consentFields,
});

export type ProjectQuestion = z.output<typeof projectQuestionSchema>;
export type ProjectQuestionField = keyof z.input<typeof projectQuestionSchema> & string;
