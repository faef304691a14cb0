import type { Kysely } from "kysely";
import {
  forgetExpiredChallenges,
  spendChallenge,
} from "#app/data/guard/spent-challenges.server.ts";
import type { Database } from "#app/data/schema.ts";
import { type GuardChecks, guardVerdict } from "#app/domain/guard-verdict.ts";
import { guardFields, type Screening } from "#app/model/guard/guard.ts";
import { checkCaptcha } from "./captcha.server.ts";
import { formRenderedAt } from "./form-time.server.ts";
import { guardKey } from "./guard-key.server.ts";
import { minimumFill } from "./minimum-fill.server.ts";
import { type RateLimit, rateLimits, withinRateLimits } from "./rate-limits.server.ts";

export interface Submission {
  db: Kysely<Database>;
  /** The form's name (`contact`, `visit`...): each form has its own rate limit. */
  form: string;
  /** The client address (`requestContext` `clientAddress`: server/site-address.ts, TRUST_PROXY). */
  address: string;
  /** The posted fields, the guard's among them (FormGuard renders them). */
  fields: FormData;
  /** ms since 1970; the clock by default. */
  now?: number;
  /** The limits to apply; rateLimits by default. */
  limits?: readonly RateLimit[];
}

/**
 * What a lead form's action asks before it stores anything (docs/requirements.md §14 "Abuse", ADR 023). Every post
 * counts against the rate limits; a correct captcha is spent, so one solution buys one lead.
 *
 * ```ts
 * const screening = await screenSubmission({ db, form: "contact", address, fields });
 * if (screening.verdict === "refused")
 *   return screening.reason === "honeypot" ? redirect(thankYouUrl, 303) : guardRefusal(screening.reason, fields);
 * await storeLead(db, { ...lead, verified: screening.verdict === "verified" });
 * ```
 */
export async function screenSubmission(submission: Submission): Promise<Screening> {
  const { db, form, address, fields, now = Date.now(), limits = rateLimits } = submission;
  const key = await guardKey(db);
  const honeypot = fields.get(guardFields.honeypot);
  const checks: GuardChecks = {
    withinLimits: await withinRateLimits(db, { key, form, address, now }, limits),
    honeypotFilled: typeof honeypot === "string" && honeypot.trim() !== "",
    fillMs: fillTime(key, fields.get(guardFields.formTime), now),
    captcha: "absent",
  };
  if (checks.withinLimits && !checks.honeypotFilled)
    checks.captcha = await takeCaptcha(db, key, fields.get(guardFields.captcha), now);
  return guardVerdict(checks, await minimumFill(db));
}

function fillTime(key: string, field: FormDataEntryValue | null, now: number) {
  const renderedAt = formRenderedAt(key, field);
  return renderedAt === undefined ? undefined : now - renderedAt;
}

/**
 * The captcha field's word: `valid` once a correct solution is spent (one solution, one use), `absent`
 * without one, else `invalid`. The lead forms, and the owner login during a wave (ADR 035).
 */
export async function takeCaptcha(
  db: Kysely<Database>,
  key: string,
  field: FormDataEntryValue | null,
  now: number,
): Promise<GuardChecks["captcha"]> {
  if (typeof field !== "string" || field === "") return "absent";
  const check = await checkCaptcha(key, field, now);
  if (!check.correct) return "invalid";
  const fresh = await spendChallenge(db, check);
  if (fresh) await forgetExpiredChallenges(db, now);
  return fresh ? "valid" : "invalid";
}
