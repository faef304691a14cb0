import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

// docs/requirements.md §15 "optional second factor": time-based one-time codes (RFC 6238 over RFC 4226's HOTP:
// HMAC-SHA-1, 30-second steps, 6 digits), the kind every authenticator app reads from a QR code, and
// the recovery codes that replace the app once each.

export const totpStepMs = 30_000;
const digits = 6;
const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** RFC 4648 base32, without padding: how authenticator apps take a secret. */
export function base32(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return bits > 0 ? out + alphabet[(value << (5 - bits)) & 31] : out;
}

function fromBase32(text: string): Buffer {
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of text.toUpperCase()) {
    const index = alphabet.indexOf(char);
    if (index < 0) throw new Error("not a base32 secret");
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** A new secret: 160 random bits, as RFC 4226 recommends, in base32. */
export function newTotpSecret(): string {
  return base32(randomBytes(20));
}

/** The code of a time step (RFC 4226 dynamic truncation). */
export function totpCode(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac("sha1", fromBase32(secret)).update(counter).digest();
  const offset = (mac[19] ?? 0) & 15;
  const number = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(number % 10 ** digits).padStart(digits, "0");
}

export const stepAt = (time: number) => Math.floor(time / totpStepMs);

/**
 * The step whose code this is, one step either side of now for a phone's clock that drifts, and later
 * than `usedStep` so that a code seen once (over a shoulder, in a proxy) never serves again.
 */
export function matchingStep(
  secret: string,
  code: string,
  now: number,
  usedStep: number | null,
): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const current = stepAt(now);
  for (const step of [current - 1, current, current + 1]) {
    if (usedStep !== null && step <= usedStep) continue;
    if (timingSafeEqual(Buffer.from(totpCode(secret, step)), Buffer.from(code))) return step;
  }
  return undefined;
}

/** The otpauth:// address an authenticator app reads from the QR code (Key Uri Format). */
export function otpauthUri({
  issuer,
  account,
  secret,
}: {
  issuer: string;
  account: string;
  secret: string;
}): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  const query = new URLSearchParams({
    secret,
    issuer,
    algorithm: "SHA1",
    digits: "6",
    period: "30",
  });
  return `otpauth://totp/${label}?${query}`;
}

/** Ten recovery codes of 80 random bits each, written `abcd-efgh-ijkl-mnop` to be copied by hand. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: 10 }, () =>
    (base32(randomBytes(10)).toLowerCase().match(/.{4}/g) ?? []).join("-"),
  );
}

/**
 * What is kept of a recovery code: its SHA-256, typed with or without dashes, spaces or capitals.
 * 80 random bits need no slow hash.
 */
export function recoveryCodeHash(code: string): string {
  return createHash("sha256").update(code.toLowerCase().replace(/[\s-]/g, "")).digest("hex");
}
