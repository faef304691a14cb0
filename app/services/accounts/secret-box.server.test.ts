import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { isSealed, openSecret, sealSecret } from "./secret-box.server.ts";

const key = randomBytes(32);
const secret = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";

describe("sealed secrets", () => {
  it("open with the key and the context they were sealed with, and hold no readable secret", () => {
    const sealed = sealSecret(key, secret, "owner:7");
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain(secret);
    expect(sealed.length).toBeLessThanOrEqual(200);
    expect(openSecret(key, sealed, "owner:7")).toBe(secret);
    // A new nonce each time: the same secret never seals alike.
    expect(sealSecret(key, secret, "owner:7")).not.toBe(sealed);
  });

  it("do not open with another key, another context, or altered", () => {
    const sealed = sealSecret(key, secret, "owner:7");
    expect(openSecret(randomBytes(32), sealed, "owner:7")).toBeUndefined();
    expect(openSecret(key, sealed, "owner:8")).toBeUndefined();
    const altered = `${sealed.slice(0, -2)}${sealed.endsWith("AA") ? "BB" : "AA"}`;
    expect(openSecret(key, altered, "owner:7")).toBeUndefined();
    expect(openSecret(key, "v1:", "owner:7")).toBeUndefined();
    expect(openSecret(key, secret, "owner:7")).toBeUndefined();
  });
});
