// The lead forms' guard (ADR 023): what a form carries besides its own fields, and what the server
// decides about a submission. Shared by the server (services/guard/) and the browser (FormGuard).

/** The names of the guard's fields in every lead form; no form may use them for its own fields. */
export const guardFields = {
  /** The honeypot: visually hidden, a person leaves it empty. */
  honeypot: "website",
  /** When the server rendered the form, signed (services/guard/form-time.server.ts). */
  formTime: "form-time",
  /** The solved captcha challenge (its JSON in base64), set by the widget once solved. */
  captcha: "altcha",
} as const;

/** What a page's loader gives its form's FormGuard (services/guard/guard-view.server.ts). */
export interface GuardView {
  formTime: string;
  /** Our own resource route that hands out captcha challenges. */
  challengeUrl: string;
}

export const challengePath = "/captcha/challenge.json";

/** Why a submission is refused: nothing is stored, the visitor is told (except a bot caught by the honeypot). */
export type RefusalReason =
  | "rate-limited"
  | "honeypot"
  | "too-fast"
  | "form-expired"
  | "captcha-invalid";

/**
 * The guard's word on a submission: `verified` (a correct captcha), `unverified` (no captcha: a visitor
 * without JavaScript; the lead is stored with verified=false), or `refused`.
 */
export type Screening =
  | { verdict: "verified" | "unverified"; reason?: undefined }
  | { verdict: "refused"; reason: RefusalReason };

/** The message a visitor sees, as a translation key (app/locales/<lang>/leads.ts `guard`). */
export const refusalMessages: Record<Exclude<RefusalReason, "honeypot">, string> = {
  "rate-limited": "leads:guard.rateLimited",
  "too-fast": "leads:guard.tooFast",
  "form-expired": "leads:guard.formExpired",
  "captcha-invalid": "leads:guard.captchaInvalid",
};

/** A captcha challenge as the resource route sends it (ALTCHA v2: altcha-lib's createChallenge). */
export interface CaptchaChallenge {
  parameters: {
    algorithm: string;
    nonce: string;
    salt: string;
    cost: number;
    keyLength: number;
    keyPrefix: string;
    keySignature?: string;
    expiresAt?: number;
  };
  signature?: string;
}

/** What the widget found: the counter whose derived key starts with the challenge's prefix. */
export interface CaptchaSolution {
  counter: number;
  derivedKey: string;
}
