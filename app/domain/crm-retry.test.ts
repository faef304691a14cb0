import { describe, expect, it } from "vitest";
import { defaultCrmRetryPolicy, nextCrmAttempt } from "./crm-retry.ts";

const now = new Date("2026-11-28T10:00:00Z");
const delay = (attempts: number) => (nextCrmAttempt(attempts, now)?.getTime() ?? 0) - now.getTime();

describe("the CRM queue's backoff (ADR 064)", () => {
  it("doubles from 30 seconds up to an hour", () => {
    expect([1, 2, 3, 4].map(delay)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(delay(20)).toBe(3_600_000);
  });

  it("stops at the attempt limit", () => {
    expect(nextCrmAttempt(defaultCrmRetryPolicy.maxAttempts - 1, now)).toBeDefined();
    expect(nextCrmAttempt(defaultCrmRetryPolicy.maxAttempts, now)).toBeUndefined();
  });
});
