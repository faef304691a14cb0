import { z } from "zod";

// ADR 036: the owner's open sessions on the login security page, each can be ended, or
// every one but this device's at once. Each form posts to `?do=` its name, like the two-step forms.

export const sessionActions = ["end-session", "end-others"] as const;
export type SessionAction = (typeof sessionActions)[number];

export const endSessionSchema = z.object({
  session: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53),
});

/** A session as the security page lists it; the device's words are the page's to say. */
export interface SessionView {
  id: number;
  browser: string | undefined;
  system: string | undefined;
  address: string;
  started: string;
  seen: string;
  current: boolean;
}
