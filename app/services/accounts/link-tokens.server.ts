import { createHash, randomBytes } from "node:crypto";

// The tokens of links sent by e-mail (newsletter confirmation, forgotten password): 24 random bytes
// as 32 base64url characters; where only the link's holder may act, only the hash is stored.

export function newToken(): string {
  return randomBytes(24).toString("base64url");
}

export function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
