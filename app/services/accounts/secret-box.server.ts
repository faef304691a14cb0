import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

// docs/requirements.md §16 "two-step secrets are stored readable" (ADR 036): a secret kept in the database is sealed
// with AES-256-GCM under a key from the environment (SECOND_FACTOR_KEY). A sealed value reads
// `v1:` then base64url of a random 12-byte nonce, the ciphertext and the 16-byte tag. `context` is
// bound to it (the row it belongs to): a value copied to another row does not open.

const version = "v1:";
const nonceBytes = 12;
const tagBytes = 16;

/** Whether a stored value is sealed (else it is a secret stored readable before ADR 036). */
export function isSealed(value: string): boolean {
  return value.startsWith(version);
}

export function sealSecret(key: Buffer, plain: string, context: string): string {
  const nonce = randomBytes(nonceBytes);
  const cipher = createCipheriv("aes-256-gcm", key, nonce);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return version + Buffer.concat([nonce, body, cipher.getAuthTag()]).toString("base64url");
}

/** The secret a sealed value holds; undefined when this key (or this context) does not open it. */
export function openSecret(key: Buffer, sealed: string, context: string): string | undefined {
  const bytes = Buffer.from(sealed.slice(version.length), "base64url");
  if (!isSealed(sealed) || bytes.length < nonceBytes + tagBytes) return undefined;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(0, nonceBytes));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(bytes.subarray(bytes.length - tagBytes));
    const body = bytes.subarray(nonceBytes, bytes.length - tagBytes);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8");
  } catch {
    return undefined;
  }
}
