import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./passwords.server.ts";

describe("owner passwords", () => {
  it("hashes with argon2id and a fresh salt, and verifies", async () => {
    const [a, b] = await Promise.all([hashPassword("lumière 2026"), hashPassword("lumière 2026")]);
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword("lumière 2026", a)).toBe(true);
    expect(await verifyPassword("lumiere 2026", a)).toBe(false);
  });

  it("refuses what is not one of its hashes", async () => {
    expect(await verifyPassword("x", "plain")).toBe(false);
    expect(await verifyPassword("x", "$argon2i$v=19$m=1,t=1,p=1$AAAA$AAAA")).toBe(false);
  });
});
