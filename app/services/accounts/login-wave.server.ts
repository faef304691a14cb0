import type { Kysely } from "kysely";
import type { Database } from "#app/data/schema.ts";
import { startSetting } from "#app/data/secrets/start-setting.server.ts";
import {
  defaultLoginWave,
  type LoginWave,
  waveFailuresPerAddress,
} from "#app/domain/login-throttle.ts";
import { guardKey } from "#app/services/guard/guard-key.server.ts";
import { countHits, peekHits } from "#app/services/guard/rate-limits.server.ts";

// A wave of credential stuffing (ADR 035): failed logins across all client addresses,
// counted in the database's sliding windows (ADR 033) so that every server sees the same wave. Its
// thresholds (LOGIN_WAVE_FAILURES, LOGIN_WAVE_MINUTES) are stored at start beside the guard's key.

const waveSubject = "login:wave";
const waveSetting = startSetting<LoginWave>(
  "login-wave",
  (wave) => `${wave.failures}/${wave.windowMs}`,
  (value) => {
    const [failures, windowMs] = (value ?? "").split("/").map(Number);
    return failures && windowMs ? { failures, windowMs } : defaultLoginWave;
  },
);

/** At start: the configured thresholds, for every server of the site (server/serve.ts). */
export const configureLoginWave = waveSetting.configure;

/** The thresholds stored at start, else the defaults. */
export const loginWaveSettings = waveSetting.read;

const waveWindow = (wave: LoginWave) => [{ windowMs: wave.windowMs, subject: waveSubject }];

/** Whether a wave is on: the last window holds the threshold's failures or more. */
export async function loginWaveOn(db: Kysely<Database>, now: Date): Promise<boolean> {
  const wave = await loginWaveSettings(db);
  const [failures = 0] = await peekHits(db, await guardKey(db), waveWindow(wave), now.getTime());
  return failures >= wave.failures;
}

/**
 * Counts a failed login toward the wave, when its address has failed no more than its free attempts
 * in its own window (`addressHits`, this one included): one address alone cannot make a wave.
 */
export async function countWaveFailure(
  db: Kysely<Database>,
  addressHits: number,
  now: Date,
): Promise<void> {
  if (addressHits > waveFailuresPerAddress) return;
  const wave = await loginWaveSettings(db);
  await countHits(db, await guardKey(db), waveWindow(wave), now.getTime());
}
