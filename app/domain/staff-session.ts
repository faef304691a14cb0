import type { StaffRole } from "#app/model/admin/staff-account.ts";
import type { SessionLimits } from "./account-session.ts";

// How long a staff member stays logged in at the desk (docs/requirements.md §17, ADR 049): an admin, who
// can do everything, for a short while; an agent, who works the leads all day, for a working week.
// STAFF_*_IDLE_MINUTES and STAFF_*_LIFETIME_HOURS change them (docs/operations.md "Configuration").

export type StaffSessionLimits = Record<StaffRole, SessionLimits>;

const minute = 60_000;
const hour = 60 * minute;

export const defaultStaffSessionLimits: StaffSessionLimits = {
  admin: { idleMs: hour, lifetimeMs: 12 * hour },
  agent: { idleMs: 8 * hour, lifetimeMs: 7 * 24 * hour },
};

/** The limits from the environment's minutes and hours. */
export function staffSessionLimits(env: {
  STAFF_ADMIN_IDLE_MINUTES: number;
  STAFF_ADMIN_LIFETIME_HOURS: number;
  STAFF_AGENT_IDLE_MINUTES: number;
  STAFF_AGENT_LIFETIME_HOURS: number;
}): StaffSessionLimits {
  return {
    admin: {
      idleMs: env.STAFF_ADMIN_IDLE_MINUTES * minute,
      lifetimeMs: env.STAFF_ADMIN_LIFETIME_HOURS * hour,
    },
    agent: {
      idleMs: env.STAFF_AGENT_IDLE_MINUTES * minute,
      lifetimeMs: env.STAFF_AGENT_LIFETIME_HOURS * hour,
    },
  };
}

/**
 * The widest of the roles' limits: a stored session is read under these before its account's role is
 * known, then held to its role's own; expired rows are cleared under these too, so none still open goes.
 */
export function widestLimits(limits: StaffSessionLimits): SessionLimits {
  const all = Object.values(limits);
  return {
    idleMs: Math.max(...all.map((l) => l.idleMs)),
    lifetimeMs: Math.max(...all.map((l) => l.lifetimeMs)),
  };
}
