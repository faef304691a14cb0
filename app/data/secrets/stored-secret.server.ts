import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "#app/data/schema.ts";

// The one repository of the stored_secret table (ADR 044): every secret the site generates for itself
// is made here, the same way, and kept for good (a new location secret would move every hidden
// address's point, ADR 012; a new session secret would log every owner out).

/** The names in use (data/secrets/schema.ts says what each is). */
export type SecretName =
  | "hmac"
  | "session"
  | "second-factor"
  | "location"
  | "login-wave"
  | "minimum-fill-ms"
  | "preview"
  | "crm-targets";

/** The value stored under this name, or undefined when none was stored yet. */
export async function readStoredSecret(
  db: Kysely<Database>,
  name: SecretName,
): Promise<string | undefined> {
  const row = await db
    .selectFrom("stored_secret")
    .select("value")
    .where("name", "=", name)
    .executeTakeFirst();
  return row?.value;
}

/**
 * The secret of this name, 32 random bytes (base64url) generated and stored at first need. Two servers
 * starting at once both insert: the first insert wins (the other does nothing, on either engine) and
 * both return the stored winner.
 */
export async function storedSecret(db: Kysely<Database>, name: SecretName): Promise<string> {
  const stored = await readStoredSecret(db, name);
  if (stored) return stored;
  await db
    .insertInto("stored_secret")
    .values({ name, value: randomBytes(32).toString("base64url") })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const made = await readStoredSecret(db, name);
  if (!made) throw new Error(`stored_secret "${name}" could not be stored`);
  return made;
}

/** Stores a configured value under this name, replacing the one there (CAPTCHA_HMAC_KEY at start). */
export async function configureStoredSecret(
  db: Kysely<Database>,
  name: SecretName,
  value: string,
): Promise<void> {
  await db
    .insertInto("stored_secret")
    .values({ name, value })
    .onConflict((oc) => oc.column("name").doUpdateSet({ value }))
    .execute();
}
