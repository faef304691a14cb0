import { argon2, randomBytes, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";

// Passwords (owners, staff, demand register accounts; ADR 048): argon2id with OWASP's minimum
// parameters (19 MiB, 2 passes, 1 lane), stored as a PHC string so the parameters travel with each
// hash and can be raised later.

const argon2Async = promisify(argon2);
const defaults = { memory: 19456, passes: 2, parallelism: 1, tagLength: 32 };

export async function hashPassword(password: string): Promise<string> {
  const nonce = randomBytes(16);
  const tag = await argon2Async("argon2id", { message: password, nonce, ...defaults });
  const { memory, passes, parallelism } = defaults;
  return `$argon2id$v=19$m=${memory},t=${passes},p=${parallelism}$${b64(nonce)}$${b64(tag)}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match =
    /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/.exec(stored);
  if (!match) return false;
  const [, memory, passes, parallelism, nonce, tag] = match;
  const expected = Buffer.from(tag as string, "base64");
  const actual = await argon2Async("argon2id", {
    message: password,
    nonce: Buffer.from(nonce as string, "base64"),
    memory: Number(memory),
    passes: Number(passes),
    parallelism: Number(parallelism),
    tagLength: expected.length,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

function b64(bytes: Buffer): string {
  return bytes.toString("base64").replace(/=+$/, "");
}

/** A hash no password matches, with the parameters of hashPassword: checking it costs the same. */
const dummyHash = `$argon2id$v=19$m=19456,t=2,p=1$${"A".repeat(22)}$${"A".repeat(43)}`;

/**
 * Whether the password matches the stored hash; with none (no such account), the same work against a
 * dummy hash and no: a wrong login says nothing, by its answer or its time, of whether the account exists.
 */
export function passwordMatches(password: string, stored: string | undefined): Promise<boolean> {
  return verifyPassword(password, stored ?? dummyHash);
}
