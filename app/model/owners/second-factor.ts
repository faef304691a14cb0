import { z } from "zod";

// Issue 15 "optional second factor" (ADR 031): the login's code, the first code that turns it on, and
// the password asked again before new recovery codes or turning it off.
const errors = "owners:secondFactor.errors";

export const loginCodeSchema = z.object({
  code: z
    .string({ error: `${errors}.code` })
    .trim()
    .min(6, { error: `${errors}.code` })
    .max(40, { error: `${errors}.code` }),
});

export const appCodeSchema = z.object({
  code: z
    .string({ error: `${errors}.appCode` })
    .trim()
    .regex(/^\d{3} ?\d{3}$/, { error: `${errors}.appCode` }),
});

export const passwordAgainSchema = z.object({
  password: z
    .string({ error: `${errors}.password` })
    .min(1, { error: `${errors}.password` })
    .max(200),
});

/** The security page's forms, each posted to `?do=` its name. */
export const securityActions = ["start", "confirm", "cancel", "codes", "disable"] as const;
export type SecurityAction = (typeof securityActions)[number];
