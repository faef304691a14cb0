import { z } from "zod";
import { personTitles } from "./person-titles.ts";

// Issue 14, spec §3 Contact forms and §5: "contact the agency" on the contact page. Messages are keys
// of the `leads` namespace (spec §5/§8: one per missing field, "email address is not valid").

const errors = "leads:siteContact.errors";

/** A name as people write it: letters of any script, spaces, hyphens, apostrophes, dots. */
const name = (key: "firstName" | "lastName") =>
  z
    .string({ error: `${errors}.${key}` })
    .trim()
    .min(1, { error: `${errors}.${key}` })
    .max(100);

export const siteContactSchema = z.object({
  title: z.enum(personTitles, { error: `${errors}.title` }),
  firstName: name("firstName"),
  lastName: name("lastName"),
  email: z
    .email({
      error: (issue) => (issue.input === undefined ? `${errors}.emailMissing` : `${errors}.email`),
    })
    .max(254, { error: `${errors}.email` }),
  // Belgian and foreign numbers as people type them: 0475 12 34 56, +32 475/12.34.56.
  phone: z
    .string({ error: `${errors}.phone` })
    .regex(/^\+?[0-9][0-9 ./()-]{7,22}$/, { error: `${errors}.phoneInvalid` }),
  remark: z
    .string()
    .max(2000, { error: `${errors}.remark` })
    .optional(),
  privacy: z.literal("on", { error: `${errors}.privacy` }),
  newsletter: z.literal("on").optional(),
});

export type SiteContact = z.output<typeof siteContactSchema>;
export type SiteContactField = keyof z.input<typeof siteContactSchema> & string;
