import * as z from "zod/mini";

// docs/requirements.md §6: an owner logs in with their e-mail address or username and their password.
export const loginSchema = z.object({
  login: z.string().check(z.trim(), z.minLength(1), z.maxLength(254)),
  password: z.string().check(z.minLength(1), z.maxLength(200)),
});

/** The form's answer when the pair is wrong or the login throttled (translation keys of `owners`). */
export const loginRefusals = {
  wrong: "owners:login.failed",
  throttled: "owners:login.throttled",
  /** During a wave, a login without a solved captcha (ADR 035). */
  captcha: "owners:wave.captcha",
} as const;
