import { describe, expect, it } from "vitest";
import { changesOverlapMs, delayAtStart, planRun } from "./sync-plan.ts";

// ADR 066: when the sync runs and what it fetches.
const at = (iso: string) => new Date(iso);
const hour = 3_600_000;
const now = at("2026-11-28T12:00:00.000Z");

describe("planning a sync run", () => {
  it("is full without a success, or when the last full one is as old as the full interval", () => {
    expect(planRun({ any: undefined, full: undefined }, now, 24 * hour)).toEqual({ kind: "full" });
    const dayOld = at("2026-11-27T12:00:00.000Z");
    expect(planRun({ any: at("2026-11-28T11:30:00.000Z"), full: dayOld }, now, 24 * hour)).toEqual({
      kind: "full",
    });
  });

  it("otherwise asks for the changes since a little before the last success began", () => {
    const last = at("2026-11-28T11:30:00.000Z");
    expect(planRun({ any: last, full: at("2026-11-28T01:00:00.000Z") }, now, 24 * hour)).toEqual({
      kind: "changes",
      since: new Date(last.getTime() - changesOverlapMs),
    });
  });

  it("waits at a start until the interval has passed since the last success", () => {
    const last = { any: at("2026-11-28T11:40:00.000Z"), full: undefined };
    expect(delayAtStart(last, now, hour)).toBe(40 * 60_000);
    expect(delayAtStart(last, now, 20 * 60_000)).toBe(0);
    expect(delayAtStart({ any: undefined, full: undefined }, now, hour)).toBe(0);
  });
});
