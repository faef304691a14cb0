import * as z from "zod/mini";
import { consentFields, personFields } from "./contact-fields.ts";

// docs/requirements.md §14: the newsletter's sign-up (the footer's form) and the token its mails' links carry.
export const newsletterSchema = z.object({
  email: personFields.email,
  privacy: consentFields.privacy,
});

export type NewsletterField = keyof z.input<typeof newsletterSchema> & string;

/** A confirmation or unsubscribe link's token (base64url, 32 characters). */
export const newsletterTokenSchema = z.object({
  token: z.string().check(z.regex(/^[\w-]{32}$/)),
});
