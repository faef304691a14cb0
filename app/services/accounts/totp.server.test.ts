import { describe, expect, it } from "vitest";
import {
  base32,
  matchingStep,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUri,
  recoveryCodeHash,
  stepAt,
  totpCode,
} from "./totp.server.ts";

// RFC 6238 appendix B, SHA-1, the last six of its eight digits.
const rfcSecret = base32(Buffer.from("12345678901234567890"));
const vectors: [number, string][] = [
  [59, "287082"],
  [1111111109, "081804"],
  [1111111111, "050471"],
  [1234567890, "005924"],
  [2000000000, "279037"],
  [20000000000, "353130"],
];

describe("time-based codes", () => {
  it("gives RFC 6238's codes", () => {
    for (const [seconds, code] of vectors)
      expect(totpCode(rfcSecret, stepAt(seconds * 1000))).toBe(code);
  });

  it("writes base32 as RFC 4648 does", () => {
    expect(base32(Buffer.from("foobar"))).toBe("MZXW6YTBOI");
    expect(rfcSecret).toBe("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ");
    expect(newTotpSecret()).toMatch(/^[A-Z2-7]{32}$/);
  });

  it("takes the code of the step before, now and after, and no other", () => {
    const now = 1111111111 * 1000;
    const step = stepAt(now);
    for (const offset of [-1, 0, 1])
      expect(matchingStep(rfcSecret, totpCode(rfcSecret, step + offset), now, null)).toBe(
        step + offset,
      );
    for (const offset of [-2, 2])
      expect(
        matchingStep(rfcSecret, totpCode(rfcSecret, step + offset), now, null),
      ).toBeUndefined();
    expect(matchingStep(rfcSecret, "12345", now, null)).toBeUndefined();
    expect(matchingStep(rfcSecret, "abcdef", now, null)).toBeUndefined();
  });

  it("never takes a code of a step already used, nor an earlier one", () => {
    const now = 1234567890 * 1000;
    const step = stepAt(now);
    expect(matchingStep(rfcSecret, totpCode(rfcSecret, step), now, step)).toBeUndefined();
    expect(matchingStep(rfcSecret, totpCode(rfcSecret, step - 1), now, step)).toBeUndefined();
    expect(matchingStep(rfcSecret, totpCode(rfcSecret, step + 1), now, step)).toBe(step + 1);
  });
});

describe("the authenticator app's address", () => {
  it("names the agency and the owner, with the secret", () => {
    const uri = otpauthUri({ issuer: "Immo Lumière", account: "owner@example.be", secret: "ABC" });
    expect(uri).toBe(
      "otpauth://totp/Immo%20Lumi%C3%A8re%3Aowner%40example.be?secret=ABC&issuer=Immo+Lumi%C3%A8re&algorithm=SHA1&digits=6&period=30",
    );
  });
});

describe("recovery codes", () => {
  it("are ten different codes of four groups", () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/);
  });

  it("are recognised typed without dashes, with spaces or in capitals", () => {
    const hash = recoveryCodeHash("abcd-efgh-ijkl-mnop");
    expect(recoveryCodeHash("ABCD EFGH IJKL MNOP")).toBe(hash);
    expect(recoveryCodeHash("abcdefghijklmnop")).toBe(hash);
    expect(recoveryCodeHash("abcd-efgh-ijkl-mnoq")).not.toBe(hash);
  });
});
