import type { Generated } from "kysely";
import type { NullableTimestamp, Timestamp } from "#app/data/columns.ts";
import type { StaffRole } from "#app/model/admin/staff-account.ts";

// The agency's staff (migration 0024, ADR 047): accounts, their set-password links and two-step login.

export interface StaffAccountTable {
  id: Generated<number>;
  /** Unique whatever its case (an index on lower(email)); written lower-case. */
  email: string;
  name: string | null;
  role: StaffRole;
  /** None until the one-time link (or `npm run staff -- add --password-stdin`) sets it. */
  password_hash: string | null;
  /** The desk's language for this member (de, en, fr, nl). */
  language: string;
  /** A disabled account logs in no more; its sessions ended when it was disabled. */
  disabled_at: NullableTimestamp;
  created_at: Timestamp;
}

/** A one-time set-password link: the SHA-256 of its token, valid 24 h, single use. */
export interface StaffPasswordTokenTable {
  token_hash: string;
  staff_id: number;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Timestamp;
}

/** A staff member's authenticator app, as the owners' (migration 0018): pending until `enabled_at`. */
export interface StaffSecondFactorTable {
  staff_id: number;
  /** Sealed (ADR 036). */
  secret: string;
  enabled_at: NullableTimestamp;
  /** The time step of the last code taken: no code of it or before serves again. */
  used_step: number | null;
  created_at: Timestamp;
}

/** A recovery code's SHA-256, spent once. */
export interface StaffRecoveryCodeTable {
  staff_id: number;
  code_hash: string;
  used_at: NullableTimestamp;
}

/**
 * One staff action (migration 0025): who, when, what, on which object, from where. Append-only: the
 * desk has no way to change or delete a row; only retention removes rows older than 24 months. `detail`
 * never holds personal data of the person the object is about.
 */
export interface StaffAuditTable {
  id: Generated<number>;
  /** Null for a failed login with an unknown address, or once the account is gone. */
  staff_id: number | null;
  action: string;
  object_kind: string | null;
  object_id: string | null;
  /** A short JSON of what changed (a status, a role, a count), never a name or an address. */
  detail: string | null;
  client_address: string;
  created_at: Timestamp;
}

export interface StaffTables {
  staff_account: StaffAccountTable;
  staff_password_token: StaffPasswordTokenTable;
  staff_second_factor: StaffSecondFactorTable;
  staff_recovery_code: StaffRecoveryCodeTable;
  staff_audit: StaffAuditTable;
}
