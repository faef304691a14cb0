import { z } from "zod";

// docs/requirements.md §16 "The lead forms relay mail from the agency's address" (ADR 034): how many mails the site
// sends to addresses visitors type, in the site configuration's `mailLimits` (docs/operations.md
// "Mail limits and the pause"). Small by default: a person asks a few things a day; a relay wants thousands.

const count = (max: number) => z.number().int().min(1).max(max);

export const mailLimitsSchema = z
  .strictObject({
    /** Mails to one typed address (confirmations, "confirm your request", friends) per 24 hours. */
    perRecipientPerDay: count(100).default(3),
    /** Send to a friend: per sender's address, per friend's address, and for the whole site, per 24 hours. */
    friend: z
      .strictObject({
        perSenderPerDay: count(100).default(3),
        perRecipientPerDay: count(100).default(2),
        perDay: count(10_000).default(20),
      })
      .default({ perSenderPerDay: 3, perRecipientPerDay: 2, perDay: 20 }),
    /**
     * More than `max` addresses mailed for the first time within `minutes` pause every mail to a
     * typed address; the pause ends `quietMinutes` after the last such address.
     */
    newRecipientBurst: z
      .strictObject({
        max: count(10_000).default(20),
        minutes: count(1440).default(10),
        quietMinutes: count(10_080).default(60),
      })
      .default({ max: 20, minutes: 10, quietMinutes: 60 }),
  })
  .default({
    perRecipientPerDay: 3,
    friend: { perSenderPerDay: 3, perRecipientPerDay: 2, perDay: 20 },
    newRecipientBurst: { max: 20, minutes: 10, quietMinutes: 60 },
  });

export type MailLimits = z.output<typeof mailLimitsSchema>;
