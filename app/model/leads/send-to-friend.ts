import * as z from "zod/mini";
import { consentFields, personFields } from "./contact-fields.ts";

// docs/requirements.md §14, §2 Property detail and §5: "send this property to a friend" (thank-you page
// send-to-friend). The sender's name and address; the friend's address, required and valid (§5).

const errors = "leads:sendToFriend.errors";

export const sendToFriendSchema = z.object({
  firstName: personFields.firstName,
  lastName: personFields.lastName,
  email: personFields.email,
  friendEmail: z
    .email({
      error: (issue) =>
        `${errors}.${issue.input === undefined ? "friendEmailMissing" : "friendEmail"}`,
    })
    .check(z.maxLength(254, { error: `${errors}.friendEmail` })),
  message: z.optional(z.string().check(z.trim(), z.maxLength(500, { error: `${errors}.message` }))),
  privacy: consentFields.privacy,
});

export type SendToFriend = z.output<typeof sendToFriendSchema>;
export type SendToFriendField = keyof z.input<typeof sendToFriendSchema> & string;
