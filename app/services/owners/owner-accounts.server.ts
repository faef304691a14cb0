import type { Kysely } from "kysely";
import { z } from "zod";
import { saveOwnerRecord } from "#app/data/owners/owners.server.ts";
import type { Database } from "#app/data/schema.ts";
import { hashPassword } from "#app/services/accounts/passwords.server.ts";

// An owner account as the demo, the benchmarks and the tests create it: the password is hashed here,
// so that the repository only stores what it is given (ADR 043: data never imports a service).

export const ownerSchema = z.strictObject({
  email: z.email().transform((e) => e.toLowerCase()),
  username: z
    .string()
    .regex(/^[a-z0-9._-]{3,50}$/)
    .optional(),
  displayName: z.string().trim().min(1).max(200),
  password: z.string().min(10).max(200),
  propertyIds: z.array(z.number().int().positive()).max(500),
});

export type OwnerInput = z.input<typeof ownerSchema>;

/** Creates or updates the owner with this e-mail, with a new password hash and these properties. */
export async function saveOwner(
  db: Kysely<Database>,
  input: OwnerInput,
  now: Date,
): Promise<number> {
  const { password, ...owner } = ownerSchema.parse(input);
  return saveOwnerRecord(db, { ...owner, passwordHash: await hashPassword(password) }, now);
}
