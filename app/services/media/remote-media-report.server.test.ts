import { describe, expect, it } from "vitest";
import { describeRemoteMedia } from "./remote-media-report.server.ts";

const nextAttemptAt = new Date("2026-11-23T10:15:00.000Z");
const failure = (n: number) => ({
  url: `https://crm.example/${n}.jpg`,
  problem: "answered HTTP 404",
  nextAttemptAt,
});

describe("describeRemoteMedia", () => {
  it("says nothing when there was nothing to fetch", () => {
    expect(describeRemoteMedia({ fetched: 0, failed: [], waiting: 0, notReached: 0 })).toEqual([]);
  });

  it("counts fetched, failed, waiting and what the budget left for next time, then why each failed", () => {
    expect(
      describeRemoteMedia({ fetched: 3, failed: [failure(1)], waiting: 2, notReached: 4 }),
    ).toEqual([
      "Remote files: 3 fetched, 1 failed, 2 waiting (backing off after earlier failures), 4 not reached in time (tried first next run).",
      "  https://crm.example/1.jpg answered HTTP 404; next try after 2026-11-23 10:15 UTC",
    ]);
  });

  it("lists 20 failures at most", () => {
    const failed = Array.from({ length: 23 }, (_, n) => failure(n));
    const lines = describeRemoteMedia({ fetched: 0, failed, waiting: 0, notReached: 0 });
    expect(lines).toHaveLength(22);
    expect(lines.at(-1)).toBe("  ...and 3 more");
  });
});
