import type { Kysely } from "kysely";
import type { Database } from "#app/data/schema.ts";
import { storedSecret } from "#app/data/secrets/stored-secret.server.ts";

// ADR 036: the key that seals the two-step secrets of every kind of account (ADR 048).
// SECOND_FACTOR_KEY (64 hexadecimal characters) when set, and then never written anywhere; else 32 random bytes generated
// once and kept in the database like the session and guard secrets, so that `npm start` works and
// every server reads alike. Kept beside the data, it protects a copy of the table alone, not of the
// whole database: docs/operations.md "Secrets and keys" asks production to set it.

/** The key, read once per application and database (server/app.ts). */
export type SecondFactorKey = () => Promise<Buffer>;

export function secondFactorKeys(
  db: Kysely<Database>,
  configured: string | undefined,
): SecondFactorKey {
  if (configured) {
    const key = Buffer.from(configured, "hex");
    return () => Promise.resolve(key);
  }
  let stored: Promise<Buffer> | undefined;
  return () => {
    stored ??= storedSecret(db, "second-factor").then((value) => Buffer.from(value, "base64url"));
    // A database that was away: try again next time rather than failing forever.
    stored.catch(() => {
      stored = undefined;
    });
    return stored;
  };
}
