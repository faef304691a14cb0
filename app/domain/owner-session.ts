// How long an owner stays logged in (README "Owner portal", ADR 026): a session ends after
// `sessionIdleMs` without a portal page, and in any case `sessionLifetimeMs` after the login.

/** 30 minutes without a portal page end the session. */
export const sessionIdleMs = 30 * 60 * 1000;
/** 12 hours after the login the session ends, however active. */
export const sessionLifetimeMs = 12 * 60 * 60 * 1000;

/** What the session cookie holds (signed): who, since when, last seen when (ms since the epoch). */
export interface OwnerSessionData {
  ownerId: number;
  /** A fresh random value at each login: a new login never yields the cookie of an earlier one. */
  sessionId: string;
  startedAt: number;
  seenAt: number;
}

/** Whether a session is still open at `now`. */
export function sessionIsOpen(session: OwnerSessionData, now: number): boolean {
  return (
    now - session.seenAt < sessionIdleMs &&
    now - session.startedAt < sessionLifetimeMs &&
    session.seenAt <= now + 60_000
  );
}

/** Reads the session data from an untyped cookie value; anything else reads as none. */
export function ownerSessionOf(value: Record<string, unknown>): OwnerSessionData | undefined {
  const { ownerId, sessionId, startedAt, seenAt } = value;
  if (
    typeof ownerId !== "number" ||
    typeof sessionId !== "string" ||
    typeof startedAt !== "number" ||
    typeof seenAt !== "number"
  )
    return undefined;
  return { ownerId, sessionId, startedAt, seenAt };
}
