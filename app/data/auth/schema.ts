import type { Generated } from "kysely";
import type { NullableTimestamp, Timestamp } from "#app/data/columns.ts";

// Sessions of every kind of account (migration 0021, ADR 036).

export type AccountKind = "owner" | "staff";

export interface AccountSessionTable {
  id: Generated<number>;
  /** SHA-256 (hex) of the token the cookie carries; the token itself is never stored. */
  token_hash: string;
  account_kind: AccountKind;
  account_id: number;
  created_at: Timestamp;
  /** Written at most once a minute (domain/account-session.ts). */
  seen_at: Timestamp;
  ended_at: NullableTimestamp;
  client_address: string;
  user_agent: string;
}

export interface AuthTables {
  account_session: AccountSessionTable;
}
