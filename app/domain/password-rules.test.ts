import { describe, expect, it } from "vitest";
import { passwordProblem } from "./password-rules.ts";

const owner = { email: "anne.peeters@example.be", username: "anne" };

describe("a new owner password (docs/requirements.md §15)", () => {
  it("needs 12 characters or more", () => {
    expect(passwordProblem("Tuin-2026!", owner)).toBe("short");
    expect(passwordProblem("een tuin op het zuiden", owner)).toBeUndefined();
  });

  it("refuses the most common ones, runs, repeats and the owner's own names", () => {
    for (const password of [
      "Password1234",
      "MotDePasse123",
      "111111111111",
      "1234567890123",
      "ABCDEFGHIJKLMN",
      "Anne.Peeters@example.be",
    ])
      expect(passwordProblem(password, owner), password).toBe("common");
  });
});
