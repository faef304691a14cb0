import type { MailState } from "#app/model/admin/mail-log.ts";
import type { SyncRunStatus } from "#app/model/catalogue/sync-run.ts";
import type { LeadStatus } from "#app/model/leads/lead-status.ts";

/** The desk's badge colours: done or on, waiting, wrong, under way, neither. */
export type BadgeTone = "good" | "warn" | "bad" | "info" | "plain";

/**
 * A short state in words with a calm colour, the same on every desk page (docs/requirements.md §17:
 * clear status badges); the word alone carries the meaning, the colour only helps.
 */
export function DeskBadge({ tone, children }: { tone: BadgeTone; children: React.ReactNode }) {
  return <span className={`desk-badge desk-badge--${tone}`}>{children}</span>;
}

/** A lead's status in the inbox, on its page and on a person's records alike. */
export const leadStatusTone: Record<LeadStatus, BadgeTone> = {
  new: "info",
  in_progress: "warn",
  done: "good",
  spam: "bad",
};

/** A mail's state in the mail log, on a lead's page and on a person's records alike. */
export const mailStateTone: Record<MailState, BadgeTone> = {
  queued: "info",
  held: "info",
  retrying: "warn",
  paused: "warn",
  sent: "good",
  failed: "bad",
};

/** A CRM sync run's state on the sync page and the dashboard. */
export const syncRunTone: Record<SyncRunStatus, BadgeTone> = {
  running: "info",
  interrupted: "warn",
  done: "good",
  failed: "bad",
};

/** A newsletter subscription's state on the people pages. */
export const subscriberTone: Record<"pending" | "confirmed" | "unsubscribed", BadgeTone> = {
  pending: "warn",
  confirmed: "good",
  unsubscribed: "bad",
};
