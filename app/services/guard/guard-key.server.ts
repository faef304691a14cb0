import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { readGuardSecret, storeGuardSecret } from "#app/data/guard/guard-secrets.server.ts";
import type { Database } from "#app/data/schema.ts";

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

/**
 * The stored secret of this name, generated and stored on first use: the guard's key, and the owner
 * sessions' signing secret when SESSION_SECRET is unset (server/serve.ts).
 */
export async function storedSecret(db: Kysely<Database>, name: string): Promise<string> {
  const stored = await readGuardSecret(db, name);
  if (stored) return stored;
  const generated = randomBytes(32).toString("base64url");
  // Two servers starting at once: the first insert wins, both read it back.
  await storeGuardSecret(db, { name, value: generated, replace: false });
  return (await readGuardSecret(db, name)) ?? generated;
}

/** At start: a configured CAPTCHA_HMAC_KEY replaces the stored key (README "Spam and abuse protection"). */
export async function configureGuardKey(
  db: Kysely<Database>,
  configured: string | undefined,
): Promise<void> {
  if (!configured) return;
  await storeGuardSecret(db, { name: keyName, value: configured, replace: true });
  keys.delete(db);
}
