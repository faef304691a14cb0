import type { Generated } from "kysely";
import type { NullableTimestamp, Timestamp } from "#app/data/columns.ts";

// Owners, the properties they own, and what the owner area shows of them (views, contacts, visits).

export interface OwnerTable {
  id: Generated<number>;
  email: string;
  username: string | null;
  /** The owner's id in the CRM, for owners an import brought (db/migrations/0006-owner-import.ts). */
  crm_id: number | null;
  language: string | null;
  /** None for an imported owner who has not chosen a password yet: they cannot log in. */
  password_hash: string | null;
  display_name: string;
  created_at: Timestamp;
  last_login_at: NullableTimestamp;
  /** Set by the desk (migration 0032, ADR 055): a disabled owner logs in no more. */
  disabled_at: NullableTimestamp;
}

export interface OwnerPropertyTable {
  owner_id: number;
  property_id: number;
}

export interface PageViewTable {
  id: Generated<number>;
  property_id: number;
  viewed_at: Timestamp;
  source: string;
}

interface HistoryColumns {
  id: Generated<number>;
  property_id: number;
  type: string;
  contact: string;
  subject: string;
  comment: string;
  status: string;
  source: string;
}

export interface CommunicationTable extends HistoryColumns {
  occurred_at: Timestamp;
}

export interface OnlineMediumTable extends HistoryColumns {
  published_at: Timestamp;
}

export interface CalendarVisitTable extends HistoryColumns {
  starts_at: Timestamp;
}

/** A forgotten-password link (migration 0017): the hash of its token, single use, one hour. */
export interface OwnerPasswordResetTable {
  token_hash: string;
  owner_id: number;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Timestamp;
}

/** An owner's authenticator app (migration 0018): pending until `enabled_at`. */
export interface OwnerSecondFactorTable {
  owner_id: number;
  secret: string;
  enabled_at: NullableTimestamp;
  /** The time step of the last code taken: no code of it or before serves again. */
  used_step: number | null;
  created_at: Timestamp;
}

/** A recovery code's SHA-256, spent once. */
export interface OwnerRecoveryCodeTable {
  owner_id: number;
  code_hash: string;
  used_at: NullableTimestamp;
}

/** A client's view of a property seen in the last 30 minutes (migration 0020, ADR 037). */
export interface PageViewSightingTable {
  /** A keyed hash of the client's address, browser and the property. */
  visitor: string;
  /** Milliseconds since 1970. */
  expires_at: number;
}

/** A device an owner logged in from (migration 0022, ADR 035): the SHA-256 of its cookie. */
export interface OwnerDeviceTable {
  owner_id: number;
  device_hash: string;
  last_login_at: Timestamp;
}

/** The one-time code mailed during a wave (migration 0022, ADR 035): its keyed hash. */
export interface OwnerLoginCodeTable {
  owner_id: number;
  code_hash: string;
  expires_at: Timestamp;
  wrong_tries: number;
  used_at: NullableTimestamp;
}

export interface OwnersTables {
  owner: OwnerTable;
  owner_property: OwnerPropertyTable;
  page_view: PageViewTable;
  page_view_sighting: PageViewSightingTable;
  communication: CommunicationTable;
  online_medium: OnlineMediumTable;
  calendar_visit: CalendarVisitTable;
  owner_password_reset: OwnerPasswordResetTable;
  owner_second_factor: OwnerSecondFactorTable;
  owner_recovery_code: OwnerRecoveryCodeTable;
  owner_device: OwnerDeviceTable;
  owner_login_code: OwnerLoginCodeTable;
}
