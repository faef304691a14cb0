import { describe, expect, it } from "vitest";
import { afterFailure, defaultRetryPolicy, isPermanentSmtpCode } from "./mail-retry.ts";

const queuedAt = new Date("2026-11-23T10:00:00Z");
const transient = { permanent: false, message: "connection refused" };

describe("retrying a mail", () => {
  it("doubles the delay after each failure, up to two hours", () => {
    const delays = [1, 2, 3, 8, 9, 20].map((attempts) => {
      const step = afterFailure(transient, attempts, queuedAt, queuedAt);
      return "retryAt" in step ? (step.retryAt.getTime() - queuedAt.getTime()) / 60_000 : "fail";
    });
    expect(delays).toEqual([1, 2, 4, 120, 120, 120]);
  });

  it("keeps trying for at least 24 hours, then gives up", () => {
    let now = queuedAt;
    let attempts = 0;
    for (;;) {
      attempts += 1;
      const step = afterFailure(transient, attempts, queuedAt, now);
      if (!("retryAt" in step)) break;
      now = step.retryAt;
    }
    expect(now.getTime() - queuedAt.getTime()).toBeGreaterThanOrEqual(24 * 3_600_000);
    expect(now.getTime() - queuedAt.getTime()).toBeLessThanOrEqual(
      defaultRetryPolicy.giveUpAfterMs,
    );
    expect(attempts).toBeGreaterThan(10);
  });

  it("gives up at once on a permanent refusal", () => {
    expect(afterFailure({ permanent: true, message: "550" }, 1, queuedAt, queuedAt)).toEqual({
      fail: true,
    });
  });

  it("counts only 5xx SMTP replies as permanent", () => {
    expect([550, 554, 421, 451, undefined, "550"].map(isPermanentSmtpCode)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });
});
