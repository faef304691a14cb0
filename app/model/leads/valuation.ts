import { z } from "zod";
import { consentFields, personFields, remarkField } from "./contact-fields.ts";
import { valuationGoals } from "./lead-choices.ts";

// Issue 14, spec §2 free evaluation (/Contact-demand/, thank-you page contact-demand): the property
// to value (spec §5: address, postal code, city, property type and goal required) and who asks.

const errors = "leads:valuation.errors";

const count = (key: string, max: number) =>
  z.coerce
    .number({ error: `${errors}.${key}` })
    .int({ error: `${errors}.${key}` })
    .min(0, { error: `${errors}.${key}` })
    .max(max, { error: `${errors}.${key}` })
    .optional();

export const valuationSchema = z.object({
  goal: z.enum(valuationGoals, { error: `${errors}.goal` }),
  type: z.string({ error: `${errors}.type` }).regex(/^\d{1,3}$/, { error: `${errors}.type` }),
  street: z
    .string({ error: `${errors}.street` })
    .trim()
    .min(2, { error: `${errors}.street` })
    .max(120),
  number: z
    .string()
    .trim()
    .max(12, { error: `${errors}.number` })
    .optional(),
  // Belgian postal codes (1000-9999), Luxembourg's written L-1234 (decided for issue 14).
  zip: z
    .string({ error: `${errors}.zip` })
    .trim()
    .regex(/^(L-?)?[1-9]\d{3}$/i, { error: `${errors}.zipInvalid` }),
  city: z
    .string({ error: `${errors}.city` })
    .trim()
    .min(1, { error: `${errors}.city` })
    .max(80),
  bedrooms: count("bedrooms", 30),
  surface: count("surface", 100_000),
  ...personFields,
  ...remarkField,
  ...consentFields,
});

export type Valuation = z.output<typeof valuationSchema>;
export type ValuationField = keyof z.input<typeof valuationSchema> & string;
