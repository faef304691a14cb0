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

export interface StaffTables {
  staff_account: StaffAccountTable;
  staff_password_token: StaffPasswordTokenTable;
  staff_second_factor: StaffSecondFactorTable;
  staff_recovery_code: StaffRecoveryCodeTable;
}
