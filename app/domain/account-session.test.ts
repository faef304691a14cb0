import { describe, expect, it } from "vitest";
import { expiryCutoffs, seenIsStale, sessionIsOpen } from "./account-session.ts";
import { ownerSessionLimits, sessionIdleMs, sessionLifetimeMs } from "./owner-session.ts";

const start = Date.parse("2026-11-23T09:00:00Z");
const session = { startedAt: start, seenAt: start };

describe("account sessions", () => {
  it("end after a while without a page", () => {
    expect(sessionIsOpen(session, ownerSessionLimits, start + sessionIdleMs - 1)).toBe(true);
    expect(sessionIsOpen(session, ownerSessionLimits, start + sessionIdleMs)).toBe(false);
  });

  it("end after their lifetime however active", () => {
    const now = start + sessionLifetimeMs;
    const active = { ...session, seenAt: now - 1000 };
    expect(sessionIsOpen(active, ownerSessionLimits, now - 1)).toBe(true);
    expect(sessionIsOpen(active, ownerSessionLimits, now)).toBe(false);
  });

  it("record the last page at most once a minute", () => {
    expect(seenIsStale(start, start + 59_999)).toBe(false);
    expect(seenIsStale(start, start + 60_000)).toBe(true);
  });

  it("are expired past either limit", () => {
    expect(expiryCutoffs(ownerSessionLimits, start)).toEqual({
      startedBefore: new Date(start - sessionLifetimeMs),
      seenBefore: new Date(start - sessionIdleMs),
    });
  });
});
