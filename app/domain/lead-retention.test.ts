import { describe, expect, it } from "vitest";
import { retentionCutoff } from "./lead-retention.ts";

describe("the retention cutoff", () => {
  it("is the same day and time so many months ago", () => {
    const now = new Date("2026-11-23T22:00:00Z");
    expect(retentionCutoff(now, 24).toISOString()).toBe("2024-11-23T22:00:00.000Z");
    expect(retentionCutoff(now, 1).toISOString()).toBe("2026-10-23T22:00:00.000Z");
  });

  it("is the month's last day when that month is shorter", () => {
    expect(retentionCutoff(new Date("2026-03-31T08:00:00Z"), 1).toISOString()).toBe(
      "2026-02-28T08:00:00.000Z",
    );
  });
});
