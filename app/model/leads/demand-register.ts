import { z } from "zod";
import { consentFields, personFields, remarkField } from "./contact-fields.ts";
import { demandGoals } from "./lead-choices.ts";

// Issue 14, spec §2 /demand-register/ and §5: the demand register (thank-you page demand-register):
// what the visitor looks for (goal, at least one property type and one zone: §5 "a saved search
// needs at least one property type and one geographic zone"), a budget, bedrooms, who they are, and
// an optional password for an account to see and delete the search later (§5: "the two passwords
// must match"). Types and zones are checked against the catalogue by the action.

const errors = "leads:demandRegister.errors";

const amount = (key: string) =>
  z.coerce
    .number({ error: `${errors}.${key}` })
    .int({ error: `${errors}.${key}` })
    .min(0, { error: `${errors}.${key}` })
    .max(100_000_000, { error: `${errors}.${key}` })
    .optional();

/** A password's length for a demand account: long enough to resist guessing, bounded for argon2. */
export const demandPasswordLength = { min: 10, max: 200 } as const;

export const demandRegisterSchema = z
  .object({
    goal: z.enum(demandGoals, { error: `${errors}.goal` }),
    types: z
      .array(z.string().regex(/^\d{1,3}$/, { error: `${errors}.types` }), {
        error: `${errors}.types`,
      })
      .min(1, { error: `${errors}.types` })
      .max(20),
    zones: z
      .array(z.string().max(120), { error: `${errors}.zones` })
      .min(1, { error: `${errors}.zones` })
      .max(30, { error: `${errors}.zonesMany` }),
    budgetMin: amount("budget"),
    budgetMax: amount("budget"),
    bedrooms: z.coerce
      .number({ error: `${errors}.bedrooms` })
      .int({ error: `${errors}.bedrooms` })
      .min(0, { error: `${errors}.bedrooms` })
      .max(10, { error: `${errors}.bedrooms` })
      .optional(),
    ...personFields,
    ...remarkField,
    password: z
      .string()
      .min(demandPasswordLength.min, { error: `${errors}.passwordShort` })
      .max(demandPasswordLength.max, { error: `${errors}.passwordShort` })
      .optional(),
    passwordRepeat: z.string().max(demandPasswordLength.max).optional(),
    ...consentFields,
  })
  .superRefine((value, context) => {
    if (
      value.budgetMin !== undefined &&
      value.budgetMax !== undefined &&
      value.budgetMax < value.budgetMin
    )
      context.addIssue({ code: "custom", path: ["budgetMax"], message: `${errors}.budgetOrder` });
    if ((value.password ?? "") !== (value.passwordRepeat ?? ""))
      context.addIssue({
        code: "custom",
        path: ["passwordRepeat"],
        message: `${errors}.passwordsDiffer`,
      });
  });

export type DemandRegister = z.output<typeof demandRegisterSchema>;
export type DemandRegisterField = keyof z.input<typeof demandRegisterSchema> & string;

/** The demand account's sign-in (see and delete one's searches): the address and the password. */
export const demandSignInSchema = z.object({
  email: personFields.email,
  password: z
    .string({ error: `${errors}.passwordMissing` })
    .min(1, { error: `${errors}.passwordMissing` })
    .max(200),
  intent: z.enum(["show", "delete"]).default("show"),
});

export type DemandSignInField = keyof z.input<typeof demandSignInSchema> & string;
