import type { Kysely } from "kysely";
import type { Database } from "#app/data/schema.ts";
import {
  configureStoredSecret,
  readStoredSecret,
  type SecretName,
} from "./stored-secret.server.ts";

// A value an operator sets in the environment, stored at start beside the secrets (ADR 044): the
// server's start and the built application are separate module instances, and every server of the
// site must then act alike (the login wave's thresholds, ADR 035; the form time's minimum, ADR 040).

export interface StartSetting<T> {
  /** At start (server/serve.ts): stores the configured value for every server of the site. */
  configure(db: Kysely<Database>, value: T): Promise<void>;
  /** The value stored at start, else the default `decode` gives; read once per database handle. */
  read(db: Kysely<Database>): Promise<T>;
}

export function startSetting<T>(
  name: SecretName,
  encode: (value: T) => string,
  decode: (stored: string | undefined) => T,
): StartSetting<T> {
  const reads = new WeakMap<Kysely<Database>, Promise<T>>();
  return {
    async configure(db, value) {
      await configureStoredSecret(db, name, encode(value));
      reads.delete(db);
    },
    read(db) {
      let read = reads.get(db);
      if (!read) {
        read = readStoredSecret(db, name).then(decode);
        reads.set(db, read);
        read.catch(() => reads.delete(db));
      }
      return read;
    },
  };
}
