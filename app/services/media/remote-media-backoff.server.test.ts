import { describe, expect, it } from "vitest";
import { nextAttemptAt } from "./remote-media-backoff.server.ts";

const now = new Date("2026-11-23T10:00:00.000Z");
const minutesLater = (attempts: number, refused = false) =>
  (nextAttemptAt(attempts, now, refused).getTime() - now.getTime()) / 60_000;

describe("nextAttemptAt", () => {
  it("waits 15 minutes after a first failure, then twice as long after each further one", () => {
    expect([1, 2, 3, 4, 5].map((n) => minutesLater(n))).toEqual([15, 30, 60, 120, 240]);
  });

  it("never waits more than a day", () => {
    expect(minutesLater(7)).toBe(960);
    expect(minutesLater(8)).toBe(24 * 60);
    expect(minutesLater(60)).toBe(24 * 60);
  });

  it("waits a full day at once for a refused address", () => {
    expect(minutesLater(1, true)).toBe(24 * 60);
  });
});
