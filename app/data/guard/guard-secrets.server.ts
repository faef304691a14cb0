import type { Kysely } from "kysely";
import type { Database } from "#app/data/schema.ts";

/** A secret of the guard by name, or undefined when none was stored yet. */
export async function readGuardSecret(
  db: Kysely<Database>,
  name: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom("guard_secret")
    .select("value")
    .where("name", "=", name)
    .executeTakeFirst();
  return row?.value;
}

/**
 * Stores a secret: `replace` overwrites the one there (a configured key), otherwise the first one stored
 * stays (two servers generating a key at once end up sharing the winner's).
 */
export async function storeGuardSecret(
  db: Kysely<Database>,
  secret: { name: string; value: string; replace: boolean },
): Promise<void> {
  await db
    .insertInto("guard_secret")
    .values({ name: secret.name, value: secret.value })
    .onConflict((oc) =>
      secret.replace
        ? oc.column("name").doUpdateSet({ value: secret.value })
        : oc.column("name").doNothing(),
    )
    .execute();
}
