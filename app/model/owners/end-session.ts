import { z } from "zod";

// ADR 036: the form that ends one of the owner's sessions, read on the server only. Apart from
// model/owners/sessions.ts, whose lists the desk's pages show too: no page's scripts carry zod for it.
export const endSessionSchema = z.object({
  session: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53),
});
