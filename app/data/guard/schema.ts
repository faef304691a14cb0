// What the lead forms' guard keeps (db/migrations/0013-rate-limits.ts). Times in ms since 1970.

export interface RateLimitTable {
  bucket: string;
  window_start: number;
  expires_at: number;
  hits: number;
}

export interface SpentChallengeTable {
  signature: string;
  expires_at: number;
}

export interface GuardTables {
  rate_limit: RateLimitTable;
  spent_challenge: SpentChallengeTable;
}
