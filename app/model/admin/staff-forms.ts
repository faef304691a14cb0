import * as z from "zod/mini";
import { languages } from "#app/i18n/languages.ts";
import { staffRoles } from "./staff-account.ts";

// docs/requirements.md §17, ADR 050: the forms of the desk's staff page and of a member's own account
// page. Each posts to `?do=` its name; the messages are the `adminStaff` namespace's keys.

const errors = "adminStaff:errors";

const roleField = z.enum(staffRoles, { error: `${errors}.role` });
const languageField = z.enum(languages, { error: `${errors}.language` });

/** An invitation: every field asked, the name included (the staff list shows it). */
export const inviteSchema = z.object({
  email: z.pipe(
    z.string({ error: `${errors}.email` }).check(z.trim(), z.toLowerCase()),
    z.email({ error: `${errors}.email` }).check(z.maxLength(254, { error: `${errors}.email` })),
  ),
  name: z
    .string({ error: `${errors}.name` })
    .check(
      z.trim(),
      z.minLength(1, { error: `${errors}.name` }),
      z.maxLength(200, { error: `${errors}.name` }),
    ),
  role: roleField,
  language: languageField,
});
export type Invitation = z.output<typeof inviteSchema>;

export const roleSchema = z.object({ role: roleField });

export const languageSchema = z.object({ language: languageField });

/** The password asked again before two-step login is turned off (ADR 031, 049). */
export const passwordAgainSchema = z.object({
  password: z
    .string({ error: `${errors}.password` })
    .check(z.minLength(1, { error: `${errors}.password` }), z.maxLength(200)),
});

/** A session of the list, by its row id. */
export const sessionSchema = z.object({
  session: z.coerce
    .number({ error: `${errors}.session` })
    .check(z.int(), z.positive(), z.maximum(2 ** 53)),
});

/** The staff page's forms on one member's page. */
export const memberActions = [
  "role",
  "disable",
  "enable",
  "reset-two-step",
  "resend",
  "end-session",
] as const;
export type MemberAction = (typeof memberActions)[number];

/** The account page's forms. */
export const accountActions = ["language", "end-session", "end-others"] as const;
/** The account page's two-step forms: an agent's, but new recovery codes for both roles (ADR 049). */
export const accountTwoStepActions = [
  "two-step-start",
  "two-step-confirm",
  "two-step-cancel",
  "two-step-off",
  "two-step-codes",
] as const;
export type AccountTwoStepAction = (typeof accountTwoStepActions)[number];
export type AccountAction = (typeof accountActions)[number];

/** A member's id in the URL: digits only (no sign, exponent or leading zero), else not found. */
export const memberIdSchema = z.pipe(
  z.string().check(z.regex(/^[1-9]\d{0,8}$/)),
  z.transform(Number),
);
