import * as z from "zod/mini";

// The desk's "send a test mail" form (docs/requirements.md §17 "Mail log", ADR 054).
export const testMailSchema = z.object({
  to: z.pipe(
    z.string().check(z.trim(), z.toLowerCase()),
    z.email("adminOps:testMail.invalidTo").check(z.maxLength(254, "adminOps:testMail.invalidTo")),
  ),
});
