import * as z from "zod/mini";
import { personTitles } from "./person-titles.ts";

// docs/requirements.md §3 Contact forms and §5: the fields every lead form shares, with one message each (keys of
// the `leads` namespace's `form.errors`; docs/requirements.md §5/§8: one per missing field, "email address is not
// valid"). A form's schema spreads the groups it asks for into its own object.

/** The key of a shared field message. */
export const formError = (key: string) => `leads:form.errors.${key}`;

/** A name as people write it: letters of any script, spaces, hyphens, apostrophes, dots. */
const name = (key: "firstName" | "lastName") =>
  z
    .string({ error: formError(key) })
    .check(z.trim(), z.minLength(1, { error: formError(key) }), z.maxLength(100));

/** Who writes: title, names, e-mail, phone (all required, docs/requirements.md §5). */
export const personFields = {
  title: z.enum(personTitles, { error: formError("title") }),
  firstName: name("firstName"),
  lastName: name("lastName"),
  email: z
    .email({
      error: (issue) => formError(issue.input === undefined ? "emailMissing" : "email"),
    })
    .check(z.maxLength(254, { error: formError("email") })),
  // Belgian and foreign numbers as people type them: 0475 12 34 56, +32 475/12.34.56.
  phone: z
    .string({ error: formError("phone") })
    .check(z.regex(/^\+?[0-9][0-9 ./()-]{7,22}$/, { error: formError("phoneInvalid") })),
};

/** A free text the visitor may add. */
export const remarkField = {
  remark: z.optional(z.string().check(z.maxLength(2000, { error: formError("remark") }))),
};

/** The privacy consent every lead form asks for, and the newsletter option (docs/requirements.md §3). */
export const consentFields = {
  privacy: z.literal("on", { error: formError("privacy") }),
  newsletter: z.optional(z.literal("on")),
};

const person = z.object(personFields);
export type Person = z.output<typeof person>;
