import type { Kysely } from "kysely";
import type { Database } from "#app/data/schema.ts";
import { configureStoredSecret, storedSecret } from "#app/data/secrets/stored-secret.server.ts";

const keyName = "hmac";
const keys = new WeakMap<Kysely<Database>, Promise<string>>();

/**
 * The HMAC key that signs captcha challenges, form times and rate-limit buckets: CAPTCHA_HMAC_KEY when
 * set (stored by `configureGuardKey` at start), else one generated on first use and stored in the
 * database, so that every server of the site signs alike and a restart keeps forms open in browsers
 * valid. Read once per database handle.
 */
export function guardKey(db: Kysely<Database>): Promise<string> {
  let key = keys.get(db);
  if (!key) {
    key = storedSecret(db, keyName);
    keys.set(db, key);
    // A database that was away: try again on the next form rather than failing forever.
    key.catch(() => keys.delete(db));
  }
  return key;
}

/** At start: a configured CAPTCHA_HMAC_KEY replaces the stored key (docs/features.md "Spam and abuse protection"). */
export async function configureGuardKey(
  db: Kysely<Database>,
  configured: string | undefined,
): Promise<void> {
  if (!configured) return;
  await configureStoredSecret(db, keyName, configured);
  keys.delete(db);
}
