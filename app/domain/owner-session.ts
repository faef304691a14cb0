import type { SessionLimits } from "./account-session.ts";

// How long an owner stays logged in (docs/features.md "Owner portal", ADR 026, ADR 036): a session ends after
// `sessionIdleMs` without a portal page, and in any case `sessionLifetimeMs` after the login.

/** 30 minutes without a portal page end the session. */
export const sessionIdleMs = 30 * 60 * 1000;
/** 12 hours after the login the session ends, however active. */
export const sessionLifetimeMs = 12 * 60 * 60 * 1000;

export const ownerSessionLimits: SessionLimits = {
  idleMs: sessionIdleMs,
  lifetimeMs: sessionLifetimeMs,
};
