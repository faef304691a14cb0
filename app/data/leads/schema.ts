import type { ColumnType, Generated } from "kysely";
import type { Flag, NullableTimestamp, Timestamp } from "#app/data/columns.ts";
import type { LeadStatus } from "#app/model/leads/lead-status.ts";

// Leads, newsletter addresses, demand accounts and the limits on mails to new recipients (migration 0012, ADR 022, 034).

export interface LeadTable {
  id: Generated<number>;
  form: string;
  language: string;
  property_id: number | null;
  /** The form's fields as JSON. */
  fields: string;
  /** UTM parameters, gclid, referrer, landing page as JSON; only with advertising-data consent. */
  source: string | null;
  verified: Flag;
  created_at: Timestamp;
  /** SHA-256 (hex) of the token of its "confirm your request" link, while mails wait for it (0019). */
  confirm_hash: string | null;
  confirm_expires_at: NullableTimestamp;
  /** What the agency did with it (migration 0025): new, in progress, done or spam. */
  status: ColumnType<LeadStatus, LeadStatus | undefined, LeadStatus>;
  /** The staff member it is assigned to. */
  agent_id: number | null;
  /** What the inbox's free text searches, lower-cased (migration 0028, ADR 051: model/leads/lead-search.ts). */
  search: ColumnType<string, string | undefined, string>;
  /** The project a question on a project's page is about (migration 0028). */
  project_id: number | null;
  /** Its own e-mail and phone as the inbox finds them whole (migration 0038, ADR 051: model/leads/lead-search.ts). */
  email_key: string | null;
  phone_key: string | null;
}

/** A lead's timeline (migration 0025): a note, a status change or an assignment, by whom and when. */
export interface LeadEventTable {
  id: Generated<number>;
  lead_id: number;
  staff_id: number | null;
  kind: "note" | "status" | "assign";
  /** The note's text, the new status, or the new agent's id ("" when unassigned). */
  body: string;
  created_at: Timestamp;
}

/** A newsletter address (migration 0014, ADR 027): pending until its confirmation link is followed. */
export interface NewsletterSubscriberTable {
  id: Generated<number>;
  email: string;
  language: string;
  status: "pending" | "confirmed" | "unsubscribed";
  /** SHA-256 of the pending confirmation token, hex. */
  confirm_hash: string | null;
  confirm_expires_at: NullableTimestamp;
  unsubscribe_token: string;
  created_at: Timestamp;
  confirmed_at: NullableTimestamp;
  unsubscribed_at: NullableTimestamp;
}

/** A demand register account (migration 0015): the address's searches behind a password. */
export interface DemandAccountTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  created_at: Timestamp;
}

/** An address the site queued a mail to, as a keyed hash, first when (migration 0019, ADR 034). */
export interface MailRecipientTable {
  address_hash: string;
  first_mailed_at: number;
}

/** The one row of a pause of mails to typed addresses, while it lasts (migration 0019, ADR 034). */
export interface MailPauseTable {
  id: number;
  started_at: number;
  /** A quiet period after the last new recipient counted: the pause ends by itself then. */
  quiet_until: number;
}

export interface LeadsTables {
  lead: LeadTable;
  lead_event: LeadEventTable;
  newsletter_subscriber: NewsletterSubscriberTable;
  demand_account: DemandAccountTable;
  mail_recipient: MailRecipientTable;
  mail_pause: MailPauseTable;
}
