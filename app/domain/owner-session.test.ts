import { describe, expect, it } from "vitest";
import {
  ownerSessionOf,
  sessionIdleMs,
  sessionIsOpen,
  sessionLifetimeMs,
} from "./owner-session.ts";

const start = Date.parse("2026-11-23T09:00:00Z");
const session = { ownerId: 7, sessionId: "abc", startedAt: start, seenAt: start };

describe("owner sessions", () => {
  it("end after a while without a page", () => {
    expect(sessionIsOpen(session, start + sessionIdleMs - 1)).toBe(true);
    expect(sessionIsOpen(session, start + sessionIdleMs)).toBe(false);
  });

  it("end after their lifetime however active", () => {
    const now = start + sessionLifetimeMs;
    expect(sessionIsOpen({ ...session, seenAt: now - 1000 }, now - 1)).toBe(true);
    expect(sessionIsOpen({ ...session, seenAt: now - 1000 }, now)).toBe(false);
  });

  it("read only well-formed cookie values", () => {
    expect(ownerSessionOf({ ...session })).toEqual(session);
    expect(ownerSessionOf({ ...session, ownerId: "7" })).toBeUndefined();
    expect(ownerSessionOf({})).toBeUndefined();
  });
});
