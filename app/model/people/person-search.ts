import * as z from "zod/mini";

// docs/requirements.md §17 "a person's data on request": the desk finds a person by one whole e-mail
// address, compared in lower case. Messages are keys of the `adminPeople` namespace.

export const personSearchSchema = z.object({
  email: z.pipe(
    z.string({ error: "adminPeople:person.errors.email" }).check(z.trim(), z.toLowerCase()),
    z
      .email({ error: "adminPeople:person.errors.email" })
      .check(z.maxLength(254, { error: "adminPeople:person.errors.email" })),
  ),
});

export type PersonSearch = z.output<typeof personSearchSchema>;
