import type { Kysely } from "kysely";
import { readGuardSecret, storeGuardSecret } from "#app/data/guard/guard-secrets.server.ts";
import type { Database } from "#app/data/schema.ts";
import { defaultMinimumFillMs } from "#app/domain/guard-verdict.ts";

// The form time's minimum (FORM_MIN_FILL_MS, ADR 023) is stored at start beside the guard's key: the
// server's start and the built application are separate module instances, and every server of the
// site then refuses alike (as for the login wave's thresholds, ADR 035).

const settingName = "minimum-fill-ms";
const minimums = new WeakMap<Kysely<Database>, Promise<number>>();

/** At start: the configured minimum, for every server of the site (server/serve.ts). */
export async function configureMinimumFill(db: Kysely<Database>, ms: number): Promise<void> {
  await storeGuardSecret(db, { name: settingName, value: String(ms), replace: true });
  minimums.delete(db);
}

/** The minimum stored at start, else the default; read once per database handle. */
export function minimumFill(db: Kysely<Database>): Promise<number> {
  let read = minimums.get(db);
  if (!read) {
    read = readGuardSecret(db, settingName).then((value) => {
      const ms = Number(value);
      return Number.isInteger(ms) && ms >= 0 ? ms : defaultMinimumFillMs;
    });
    minimums.set(db, read);
    read.catch(() => minimums.delete(db));
  }
  return read;
}
