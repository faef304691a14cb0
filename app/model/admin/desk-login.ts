import * as z from "zod/mini";

// docs/requirements.md §17: a staff member logs in with their e-mail address and password. The field is not
// checked as an e-mail here: whatever is typed gets the same answer as a wrong pair (ADR 049).
export const deskLoginSchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1), z.maxLength(254)),
  password: z.string().check(z.minLength(1), z.maxLength(200)),
});

/** The form's answer when the pair is wrong, the login throttled, or the captcha missing (`admin`). */
export const deskLoginRefusals = {
  wrong: "admin:login.failed",
  throttled: "admin:login.throttled",
  captcha: "admin:login.captcha",
} as const;

/** The login's second step: six digits from the app, or a recovery code (ADR 049). */
export const deskCodeSchema = z.object({
  code: z
    .string({ error: "admin:twoStep.wrong" })
    .check(
      z.trim(),
      z.minLength(6, { error: "admin:twoStep.wrong" }),
      z.maxLength(40, { error: "admin:twoStep.wrong" }),
    ),
});

/** The first code from the app, which turns two-step login on. */
export const deskAppCodeSchema = z.object({
  code: z
    .string({ error: "admin:twoStep.wrongSetupCode" })
    .check(z.trim(), z.regex(/^\d{3} ?\d{3}$/, { error: "admin:twoStep.wrongSetupCode" })),
});
