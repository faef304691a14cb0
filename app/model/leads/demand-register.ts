import * as z from "zod/mini";
import { consentFields, personFields, remarkField } from "./contact-fields.ts";
import { demandGoals } from "./lead-choices.ts";

// docs/requirements.md §14, §2 /demand-register/ and §5: the demand register (thank-you page demand-register):
// what the visitor looks for (goal, at least one property type and one zone: §5 "a saved search
// needs at least one property type and one geographic zone"), a budget, bedrooms, who they are, and
// an optional password for an account to see and delete the search later (§5: "the two passwords
// must match"). Types and zones are checked against the catalogue by the action.

const errors = "leads:demandRegister.errors";

const amount = (key: string) => {
  const error = `${errors}.${key}`;
  return z.optional(
    z.coerce
      .number({ error })
      .check(z.int({ error }), z.minimum(0, { error }), z.maximum(100_000_000, { error })),
  );
};

/** A password's length for a demand account: long enough to resist guessing, bounded for argon2. */
export const demandPasswordLength = { min: 10, max: 200 } as const;

export const demandRegisterSchema = z
  .object({
    goal: z.enum(demandGoals, { error: `${errors}.goal` }),
    types: z
      .array(z.string().check(z.regex(/^\d{1,3}$/, { error: `${errors}.types` })), {
        error: `${errors}.types`,
      })
      .check(z.minLength(1, { error: `${errors}.types` }), z.maxLength(20)),
    zones: z
      .array(z.string().check(z.maxLength(120)), { error: `${errors}.zones` })
      .check(
        z.minLength(1, { error: `${errors}.zones` }),
        z.maxLength(30, { error: `${errors}.zonesMany` }),
      ),
    budgetMin: amount("budget"),
    budgetMax: amount("budget"),
    bedrooms: z.optional(
      z.coerce
        .number({ error: `${errors}.bedrooms` })
        .check(
          z.int({ error: `${errors}.bedrooms` }),
          z.minimum(0, { error: `${errors}.bedrooms` }),
          z.maximum(10, { error: `${errors}.bedrooms` }),
        ),
    ),
    ...personFields,
    ...remarkField,
    password: z.optional(
      z
        .string()
        .check(
          z.minLength(demandPasswordLength.min, { error: `${errors}.passwordShort` }),
          z.maxLength(demandPasswordLength.max, { error: `${errors}.passwordShort` }),
        ),
    ),
    passwordRepeat: z.optional(z.string().check(z.maxLength(demandPasswordLength.max))),
    ...consentFields,
  })
  .check(
    z.superRefine((value, context) => {
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
    }),
  );

export type DemandRegister = z.output<typeof demandRegisterSchema>;
export type DemandRegisterField = keyof z.input<typeof demandRegisterSchema> & string;

/** The demand account's sign-in (see and delete one's searches): the address and the password. */
export const demandSignInSchema = z.object({
  email: personFields.email,
  password: z
    .string({ error: `${errors}.passwordMissing` })
    .check(z.minLength(1, { error: `${errors}.passwordMissing` }), z.maxLength(200)),
  intent: z._default(z.enum(["show", "delete"]), "show"),
});

export type DemandSignInField = keyof z.input<typeof demandSignInSchema> & string;
