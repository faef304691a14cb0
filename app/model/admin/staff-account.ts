import * as z from "zod/mini";
import { type Language, languages } from "#app/i18n/languages.ts";

// docs/requirements.md §17 (the staff desk), ADR 047: an admin may do everything, staff management
// included; an agent works the leads, owners, demand register and mail log.

export const staffRoles = ["admin", "agent"] as const;
export type StaffRole = (typeof staffRoles)[number];

/** A new staff member, as `npm run staff -- add` (and later the desk's invitation) gives it. */
export const newStaffSchema = z.object({
  email: z.pipe(z.string().check(z.trim(), z.toLowerCase()), z.email().check(z.maxLength(254))),
  name: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))),
  role: z.enum(staffRoles),
  /** The desk's language; the site's default language when not given. */
  language: z.optional(z.enum(languages)),
});

export type NewStaffField = keyof z.input<typeof newStaffSchema> & string;
export type NewStaff = z.output<typeof newStaffSchema>;

/** A staff account as the desk and `npm run staff -- list` show it. */
export interface StaffAccount {
  id: number;
  email: string;
  name: string | undefined;
  role: StaffRole;
  language: Language;
  passwordSet: boolean;
  twoStep: boolean;
  disabledAt: Date | undefined;
  createdAt: Date;
}
