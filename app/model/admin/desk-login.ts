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
