import * as z from "zod/mini";
import { consentFields, personFields, remarkField } from "./contact-fields.ts";
import { valuationGoals } from "./lead-choices.ts";

// docs/requirements.md §14, §2 free evaluation (/Contact-demand/, thank-you page contact-demand): the property
// to value (docs/requirements.md §5: address, postal code, city, property type and goal required) and who asks.

const errors = "leads:valuation.errors";

const count = (key: string, max: number) => {
  const error = `${errors}.${key}`;
  return z.optional(
    z.coerce
      .number({ error })
      .check(z.int({ error }), z.minimum(0, { error }), z.maximum(max, { error })),
  );
};

export const valuationSchema = z.object({
  goal: z.enum(valuationGoals, { error: `${errors}.goal` }),
  type: z
    .string({ error: `${errors}.type` })
    .check(z.regex(/^\d{1,3}$/, { error: `${errors}.type` })),
  street: z
    .string({ error: `${errors}.street` })
    .check(z.trim(), z.minLength(2, { error: `${errors}.street` }), z.maxLength(120)),
  number: z.optional(z.string().check(z.trim(), z.maxLength(12, { error: `${errors}.number` }))),
  // Belgian postal codes (1000-9999), Luxembourg's written L-1234 (a product decision, docs/requirements.md §14).
  zip: z
    .string({ error: `${errors}.zip` })
    .check(z.trim(), z.regex(/^(L-?)?[1-9]\d{3}$/i, { error: `${errors}.zipInvalid` })),
  city: z
    .string({ error: `${errors}.city` })
    .check(z.trim(), z.minLength(1, { error: `${errors}.city` }), z.maxLength(80)),
  bedrooms: count("bedrooms", 30),
  surface: count("surface", 100_000),
  ...personFields,
  ...remarkField,
  ...consentFields,
});

export type Valuation = z.output<typeof valuationSchema>;
export type ValuationField = keyof z.input<typeof valuationSchema> & string;
