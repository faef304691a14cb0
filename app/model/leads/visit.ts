import * as z from "zod/mini";
import { isCalendarDay } from "#app/domain/visit-slots.ts";
import { consentFields, personFields, remarkField } from "./contact-fields.ts";

// docs/requirements.md §14, §2 Property detail: "book a visit" (thank-you page contact-appointment): a day and
// one of the agency's slots (domain/visit-slots.ts, checked against its settings by the action), and
// for a rental the confirmation that the visitor meets its conditions (docs/requirements.md §9).

const errors = "leads:visit.errors";

export const visitSchema = z.object({
  // docs/requirements.md §5: "start date must be complete".
  day: z
    .string({ error: `${errors}.day` })
    .check(z.refine(isCalendarDay, { error: `${errors}.dayIncomplete` })),
  slot: z
    .string({ error: `${errors}.slot` })
    .check(z.regex(/^\d{2}:\d{2}-\d{2}:\d{2}$/, { error: `${errors}.slot` })),
  ...personFields,
  ...remarkField,
  /** Required for a rental (the action checks it): "I meet these conditions". */
  conditions: z.optional(z.literal("on")),
  ...consentFields,
});

export type Visit = z.output<typeof visitSchema>;
export type VisitField = keyof z.input<typeof visitSchema> & string;
