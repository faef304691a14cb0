import * as z from "zod/mini";

// docs/requirements.md §15 "optional second factor" (ADR 031): the login's code, the first code that turns it on, and
// the password asked again before new recovery codes or turning it off.
const errors = "owners:secondFactor.errors";

export const loginCodeSchema = z.object({
  code: z
    .string({ error: `${errors}.code` })
    .check(
      z.trim(),
      z.minLength(6, { error: `${errors}.code` }),
      z.maxLength(40, { error: `${errors}.code` }),
    ),
});

export const appCodeSchema = z.object({
  code: z
    .string({ error: `${errors}.appCode` })
    .check(z.trim(), z.regex(/^\d{3} ?\d{3}$/, { error: `${errors}.appCode` })),
});

export const passwordAgainSchema = z.object({
  password: z
    .string({ error: `${errors}.password` })
    .check(z.minLength(1, { error: `${errors}.password` }), z.maxLength(200)),
});

/** The security page's forms, each posted to `?do=` its name. */
export const securityActions = ["start", "confirm", "cancel", "codes", "disable"] as const;
export type SecurityAction = (typeof securityActions)[number];
