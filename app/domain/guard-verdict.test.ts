import { describe, expect, it } from "vitest";
import {
  defaultMinimumFillMs,
  type GuardChecks,
  maximumFillMs,
  guardVerdict as verdictWithMinimum,
} from "./guard-verdict.ts";

const guardVerdict = (checks: GuardChecks) => verdictWithMinimum(checks, defaultMinimumFillMs);

const person: GuardChecks = {
  withinLimits: true,
  honeypotFilled: false,
  fillMs: 45_000,
  captcha: "absent",
};

describe("the guard's verdict on a lead form (ADR 023)", () => {
  it("accepts a person without JavaScript as unverified, with a correct captcha as verified", () => {
    expect(guardVerdict(person)).toEqual({ verdict: "unverified" });
    expect(guardVerdict({ ...person, captcha: "valid" })).toEqual({ verdict: "verified" });
  });

  it("refuses a filled honeypot, even with a correct captcha", () => {
    expect(guardVerdict({ ...person, honeypotFilled: true, captcha: "valid" })).toEqual({
      verdict: "refused",
      reason: "honeypot",
    });
  });

  it("refuses a form sent faster than a person, or without its signed time, unless the captcha is correct", () => {
    for (const fillMs of [0, defaultMinimumFillMs - 1, undefined]) {
      expect(guardVerdict({ ...person, fillMs })).toEqual({
        verdict: "refused",
        reason: "too-fast",
      });
      expect(guardVerdict({ ...person, fillMs, captcha: "valid" }).verdict).toBe("verified");
    }
    expect(guardVerdict({ ...person, fillMs: defaultMinimumFillMs }).verdict).toBe("unverified");
  });

  it("refuses a form sent faster than a configured minimum (FORM_MIN_FILL_MS), and only that", () => {
    expect(verdictWithMinimum({ ...person, fillMs: 199 }, 200)).toEqual({
      verdict: "refused",
      reason: "too-fast",
    });
    expect(verdictWithMinimum({ ...person, fillMs: 200 }, 200).verdict).toBe("unverified");
    expect(verdictWithMinimum({ ...person, fillMs: 0 }, 0).verdict).toBe("unverified");
    // Without a signed form time there is nothing to measure, whatever the minimum.
    expect(verdictWithMinimum({ ...person, fillMs: undefined }, 0).verdict).toBe("refused");
  });

  it("refuses a form time older than half a day (ADR 040), unless the captcha is correct", () => {
    expect(guardVerdict({ ...person, fillMs: maximumFillMs }).verdict).toBe("unverified");
    expect(guardVerdict({ ...person, fillMs: maximumFillMs + 1 })).toEqual({
      verdict: "refused",
      reason: "form-expired",
    });
    expect(guardVerdict({ ...person, fillMs: maximumFillMs + 1, captcha: "valid" }).verdict).toBe(
      "verified",
    );
  });

  it("refuses an incorrect captcha rather than taking it as absent", () => {
    expect(guardVerdict({ ...person, captcha: "invalid" })).toEqual({
      verdict: "refused",
      reason: "captcha-invalid",
    });
  });

  it("puts the rate limit before everything, the honeypot included", () => {
    expect(
      guardVerdict({ ...person, withinLimits: false, honeypotFilled: true, captcha: "valid" }),
    ).toEqual({ verdict: "refused", reason: "rate-limited" });
  });
});
