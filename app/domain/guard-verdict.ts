import type { Screening } from "#app/model/guard/guard.ts";

/**
 * A person takes longer than this to fill in even the shortest lead form (ADR 023). FORM_MIN_FILL_MS
 * replaces it (services/guard/minimum-fill.server.ts): the end-to-end tests send forms at once.
 */
export const defaultMinimumFillMs = 3000;

/**
 * A form's signed time is good for this long (ADR 040): a value copied out of one page cannot be
 * replayed for ever, and half a day still lets a visitor send in the evening a form opened that morning.
 */
export const maximumFillMs = 12 * 60 * 60 * 1000;

/** What the guard found out about one submission (services/guard/screen-submission.server.ts). */
export interface GuardChecks {
  /** The client address is still under every rate limit for this form. */
  withinLimits: boolean;
  /** Something was typed into the honeypot field. */
  honeypotFilled: boolean;
  /** From the form's rendering to its post; undefined when the signed time is missing or forged. */
  fillMs: number | undefined;
  /** `absent` without JavaScript; `invalid` when forged, wrong, expired or already spent. */
  captcha: "absent" | "valid" | "invalid";
}

/**
 * The guard's rules, in order (docs/requirements.md §14 "Abuse", ADR 023):
 * 1. over a rate limit: refused, the visitor is told to wait;
 * 2. honeypot filled: refused, silently (the caller answers as if stored: a bot learns nothing);
 * 3. a captcha that is there but not correct: refused, the visitor sends again (docs/requirements.md §5 "correct");
 * 4. a correct captcha: verified, however fast (autofill and a quick click are fine);
 * 5. no form time, or faster than a person (`minimumFillMs`): refused, the visitor is asked to check
 *    and send again;
 * 6. a form time older than `maximumFillMs`: refused, the visitor sends again (the form comes back with
 *    a new time, filled in);
 * 7. otherwise: accepted as unverified (no JavaScript), never refused for that alone.
 */
export function guardVerdict(checks: GuardChecks, minimumFillMs: number): Screening {
  if (!checks.withinLimits) return { verdict: "refused", reason: "rate-limited" };
  if (checks.honeypotFilled) return { verdict: "refused", reason: "honeypot" };
  if (checks.captcha === "invalid") return { verdict: "refused", reason: "captcha-invalid" };
  if (checks.captcha === "valid") return { verdict: "verified" };
  if (checks.fillMs === undefined || checks.fillMs < minimumFillMs)
    return { verdict: "refused", reason: "too-fast" };
  if (checks.fillMs > maximumFillMs) return { verdict: "refused", reason: "form-expired" };
  return { verdict: "unverified" };
}
