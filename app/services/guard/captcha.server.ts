import { createChallenge, randomInt, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { z } from "zod";
import type { CaptchaChallenge } from "#app/model/guard/guard.ts";

// The captcha (ADR 023): ALTCHA's proof of work, self-hosted. A challenge asks for the
// counter whose SHA-256 of salt, nonce and counter starts with a given prefix; the server picked the
// counter at random and signed the challenge, so it checks an answer with two HMACs and keeps nothing
// until the answer comes back (then it is spent: data/guard/spent-challenges.server.ts).

/** How long a challenge may be answered: long enough to write a remark, short enough to be kept little. */
export const challengeLifetimeMs = 30 * 60 * 1000;

// The counter to find: about 30,000 hashes on average, well under a second in a phone's Web Worker,
// a real cost for whoever posts thousands of forms.
const counterRange = { min: 5_000, max: 55_000 };

const secrets = (key: string) => ({
  hmacSignatureSecret: `${key}:captcha-challenge`,
  hmacKeySignatureSecret: `${key}:captcha-solution`,
});

/** A new signed challenge for the widget (the resource route /captcha/challenge.json). */
export async function createCaptchaChallenge(key: string, now: number): Promise<CaptchaChallenge> {
  const challenge: CaptchaChallenge = await createChallenge({
    algorithm: "SHA-256",
    cost: 1,
    counter: randomInt(counterRange.min, counterRange.max),
    deriveKey,
    expiresAt: new Date(now + challengeLifetimeMs),
    ...secrets(key),
  });
  return challenge;
}

const payloadSchema = z.object({
  challenge: z.object({
    // Loose: every parameter is kept, as the signature covers them all.
    parameters: z.looseObject({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      expiresAt: z.number(),
    }),
    signature: z.string().min(1).max(128),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string().max(256) }),
});

export type CaptchaCheck =
  | { correct: true; signature: string; expiresAt: number }
  | { correct: false; signature?: undefined; expiresAt?: undefined };

/**
 * Checks the widget's answer (the captcha field: base64 of `{ challenge, solution }`): signed by us,
 * not expired at `now`, and solved. Spending it is the caller's part.
 */
export async function checkCaptcha(key: string, field: string, now: number): Promise<CaptchaCheck> {
  const payload = payloadSchema.safeParse(decode(field));
  if (!payload.success) return { correct: false };
  const { challenge, solution } = payload.data;
  const expiresAt = challenge.parameters.expiresAt * 1000;
  if (expiresAt < now) return { correct: false };
  const result = await verifySolution({
    challenge,
    solution,
    deriveKey,
    ...secrets(key),
  }).catch(() => ({ verified: false }));
  return result.verified
    ? { correct: true, signature: challenge.signature, expiresAt }
    : { correct: false };
}

function decode(field: string): unknown {
  try {
    return JSON.parse(Buffer.from(field, "base64").toString("utf8"));
  } catch {
    return undefined;
  }
}
