import { startSetting } from "#app/data/secrets/start-setting.server.ts";
import { defaultMinimumFillMs } from "#app/domain/guard-verdict.ts";

// The form time's minimum (FORM_MIN_FILL_MS, ADR 040), stored at start so that every server of the
// site refuses alike.
const minimumFillSetting = startSetting<number>("minimum-fill-ms", String, (value) => {
  const ms = Number(value);
  return value !== undefined && Number.isInteger(ms) && ms >= 0 ? ms : defaultMinimumFillMs;
});

/** At start: the configured minimum, for every server of the site (server/serve.ts). */
export const configureMinimumFill = minimumFillSetting.configure;

/** The minimum stored at start, else the default. */
export const minimumFill = minimumFillSetting.read;
