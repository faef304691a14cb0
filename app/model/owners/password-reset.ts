import * as z from "zod/mini";

// docs/requirements.md §15 "forgotten password": the request (the e-mail or username) and the new password, twice.
const errors = "owners:passwordReset.errors";

export const resetRequestSchema = z.object({
  login: z
    .string({ error: `${errors}.login` })
    .check(
      z.trim(),
      z.minLength(1, { error: `${errors}.login` }),
      z.maxLength(254, { error: `${errors}.login` }),
    ),
});

export const newPasswordSchema = z
  .object({
    token: z.string().check(z.regex(/^[\w-]{32}$/, { error: `${errors}.link` })),
    password: z
      .string({ error: `${errors}.short` })
      .check(z.minLength(1, { error: `${errors}.short` }), z.maxLength(200)),
    passwordRepeat: z.string({ error: `${errors}.differ` }).check(z.maxLength(200)),
  })
  .check(
    z.superRefine((value, context) => {
      if (value.password !== value.passwordRepeat)
        context.addIssue({ code: "custom", path: ["passwordRepeat"], message: `${errors}.differ` });
    }),
  );

export type ResetRequestField = keyof z.input<typeof resetRequestSchema> & string;
export type NewPasswordField = keyof z.input<typeof newPasswordSchema> & string;
export type ResetRequest = z.output<typeof resetRequestSchema>;
export type NewPassword = z.output<typeof newPasswordSchema>;
