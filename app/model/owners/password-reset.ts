import { z } from "zod";

// Issue 15 "forgotten password": the request (the e-mail or username) and the new password, twice.
const errors = "owners:passwordReset.errors";

export const resetRequestSchema = z.object({
  login: z
    .string({ error: `${errors}.login` })
    .trim()
    .min(1, { error: `${errors}.login` })
    .max(254, { error: `${errors}.login` }),
});

export const newPasswordSchema = z
  .object({
    token: z.string().regex(/^[\w-]{32}$/, { error: `${errors}.link` }),
    password: z
      .string({ error: `${errors}.short` })
      .min(1, { error: `${errors}.short` })
      .max(200),
    passwordRepeat: z.string({ error: `${errors}.differ` }).max(200),
  })
  .superRefine((value, context) => {
    if (value.password !== value.passwordRepeat)
      context.addIssue({ code: "custom", path: ["passwordRepeat"], message: `${errors}.differ` });
  });

export type ResetRequestField = keyof z.input<typeof resetRequestSchema> & string;
export type NewPasswordField = keyof z.input<typeof newPasswordSchema> & string;
