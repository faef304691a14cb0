import type { CaptchaChallenge, CaptchaSolution } from "#app/model/guard/guard.ts";

// The browser's half of the captcha (ADR 023): ALTCHA v2's "SHA-256" derivation written with Web Crypto,
// a few lines instead of the widget package. The key for a counter is SHA-256(salt ‖ nonce ‖ counter as
// 4 bytes big-endian), hashed `cost` times; the answer is the first counter whose key starts with the
// challenge's prefix.

const batch = 64;

const bytesOf = (hex: string) =>
  Uint8Array.from(hex.match(/../g) ?? [], (pair) => parseInt(pair, 16));
const hexOf = (bytes: Uint8Array) =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");

async function keyFor(parameters: CaptchaChallenge["parameters"], input: Uint8Array) {
  let key: Uint8Array = input;
  for (let round = 0; round < Math.max(1, parameters.cost); round++)
    key = new Uint8Array(await crypto.subtle.digest("SHA-256", key as Uint8Array<ArrayBuffer>));
  return key.slice(0, parameters.keyLength);
}

/** Finds the challenge's counter; undefined when aborted or past 2^32 (a challenge we did not make). */
export async function solveCaptcha(
  challenge: CaptchaChallenge,
  signal?: AbortSignal,
): Promise<CaptchaSolution | undefined> {
  const { parameters } = challenge;
  if (parameters.algorithm !== "SHA-256") return undefined;
  const prefix = parameters.keyPrefix.toLowerCase();
  const head = new Uint8Array([...bytesOf(parameters.salt), ...bytesOf(parameters.nonce)]);
  // Digests of a batch run side by side: much faster than one await after the other.
  for (let start = 0; start <= 0xffffffff && !signal?.aborted; start += batch) {
    const counters = Array.from({ length: batch }, (_, i) => start + i);
    const keys = await Promise.all(
      counters.map((counter) => {
        const input = new Uint8Array(head.length + 4);
        input.set(head);
        new DataView(input.buffer).setUint32(head.length, counter);
        return keyFor(parameters, input);
      }),
    );
    const found = keys.findIndex((key) => hexOf(key).startsWith(prefix));
    const counter = counters[found];
    const key = keys[found];
    if (counter !== undefined && key) return { counter, derivedKey: hexOf(key) };
  }
  return undefined;
}

/** The captcha field's value: the challenge and its answer, as the server reads it (base64 JSON). */
export function captchaPayload(challenge: CaptchaChallenge, solution: CaptchaSolution): string {
  return btoa(JSON.stringify({ challenge, solution }));
}
