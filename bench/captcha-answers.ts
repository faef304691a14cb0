import { createHash } from "node:crypto";
import { captchaPayload } from "#app/components/ui/form/captcha-solve.ts";
import type { CaptchaChallenge } from "#app/model/guard/guard.ts";

// A bot's side of the proof-of-work captcha (ADR 023): the same search as the browser's
// (app/components/ui/form/captcha-solve.ts), written with node:crypto's synchronous hash, which is
// what a stuffing tool would use: several times faster than Web Crypto's batches in Node.

function solve(challenge: CaptchaChallenge): { counter: number; derivedKey: string } {
  const { salt, nonce, cost, keyLength, keyPrefix } = challenge.parameters;
  const head = Buffer.from(`${salt}${nonce}`, "hex");
  const input = Buffer.alloc(head.length + 4);
  head.copy(input);
  const prefix = keyPrefix.toLowerCase();
  // Whole bytes of the prefix compared first, without making a string for every counter.
  const prefixBytes = Buffer.from(prefix.slice(0, prefix.length - (prefix.length % 2)), "hex");
  for (let counter = 0; counter <= 0xffffffff; counter++) {
    input.writeUInt32BE(counter, head.length);
    let key: Buffer = input;
    for (let round = 0; round < Math.max(1, cost); round++)
      key = createHash("sha256").update(key).digest();
    if (key.compare(prefixBytes, 0, prefixBytes.length, 0, prefixBytes.length) !== 0) continue;
    const hex = key.subarray(0, keyLength).toString("hex");
    if (hex.startsWith(prefix)) return { counter, derivedKey: hex };
  }
  throw new Error("captcha not solved");
}

/** A solved captcha field for `site`: a challenge asked of it, then solved here. */
export async function captchaAnswer(site: string): Promise<string> {
  const res = await fetch(`${site}/captcha/challenge.json`, { cache: "no-store" });
  const challenge = (await res.json()) as CaptchaChallenge;
  return captchaPayload(challenge, solve(challenge));
}
