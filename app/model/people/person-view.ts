import type { LeadStatus } from "#app/model/leads/lead-status.ts";

// What the desk's "a person's data" page shows (docs/requirements.md §17, ADR 053): dates already in the
// agency's time and the staff member's language.

export interface PersonCounts {
  leads: number;
  demandSearches: number;
  demandAccounts: number;
  subscriptions: number;
  messages: number;
}

export interface PersonView {
  address: string;
  counts: PersonCounts;
  leads: { id: number; form: string; receivedAt: string; status: LeadStatus }[];
  demandAccountSince: string | undefined;
  subscription:
    | { status: "pending" | "confirmed" | "unsubscribed"; since: string; language: string }
    | undefined;
  messages: {
    id: number;
    to: string;
    subject: string;
    status: "queued" | "held" | "paused" | "sent" | "failed";
    queuedAt: string;
  }[];
  accounts: { owners: number; staff: number };
}

/** What an erase removed (ADR 053): counts only, as the page and the audit say them. */
export type ErasedCountsView = {
  leadsDeleted: number;
  leadsAnonymised: number;
  messagesDeleted: number;
  demandAccountsDeleted: number;
  subscriptionsDeleted: number;
};

export const erasedCountNames = [
  "leadsDeleted",
  "leadsAnonymised",
  "messagesDeleted",
  "demandAccountsDeleted",
  "subscriptionsDeleted",
] as const satisfies readonly (keyof ErasedCountsView)[];

/** The counts an erase redirected with (`?leadsDeleted=2&...`), when all are there. */
export function erasedCountsFrom(params: URLSearchParams): ErasedCountsView | undefined {
  const entries = erasedCountNames.map((name) => [name, params.get(name) ?? ""] as const);
  if (!entries.every(([, value]) => /^\d{1,7}$/.test(value))) return undefined;
  return Object.fromEntries(
    entries.map(([name, value]) => [name, Number(value)]),
  ) as ErasedCountsView;
}
