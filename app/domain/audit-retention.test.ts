import { describe, expect, it } from "vitest";
import { auditRetentionCutoff } from "./audit-retention.ts";

describe("the audit log's retention", () => {
  it("deletes what is older than 24 months and a day", () => {
    expect(auditRetentionCutoff(new Date("2026-11-27T10:00:00Z"))).toEqual(
      new Date("2024-11-26T10:00:00Z"),
    );
    // A 29 February two years on is the 28th, less the day's margin.
    expect(auditRetentionCutoff(new Date("2028-02-29T00:00:00Z"))).toEqual(
      new Date("2026-02-27T00:00:00Z"),
    );
  });
});
