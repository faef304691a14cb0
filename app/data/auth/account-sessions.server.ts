import type { Kysely } from "kysely";
import type { AccountKind } from "#app/data/auth/schema.ts";
import type { Database } from "#app/data/schema.ts";

// Server-side sessions (migration 0021, ADR 036), for every kind of account: each query names the
// kind, so that an owner's session never opens the desk and the reverse.

export interface StoredSession {
  id: number;
  accountId: number;
  startedAt: number;
  seenAt: number;
  clientAddress: string;
  userAgent: string;
}

interface Account {
  kind: AccountKind;
  accountId: number;
}

const time = (value: Date | string) => new Date(value).getTime();

export async function insertSession(
  db: Kysely<Database>,
  session: Account & { tokenHash: string; clientAddress: string; userAgent: string; now: Date },
): Promise<void> {
  await db
    .insertInto("account_session")
    .values({
      token_hash: session.tokenHash,
      account_kind: session.kind,
      account_id: session.accountId,
      created_at: session.now,
      seen_at: session.now,
      ended_at: null,
      client_address: session.clientAddress.slice(0, 64),
      user_agent: session.userAgent.slice(0, 512),
    })
    .execute();
}

const sessionColumns = [
  "id",
  "account_id",
  "created_at",
  "seen_at",
  "client_address",
  "user_agent",
] as const;

function sessionOf(row: {
  id: number;
  account_id: number;
  created_at: Date | string;
  seen_at: Date | string;
  client_address: string;
  user_agent: string;
}): StoredSession {
  return {
    id: Number(row.id),
    accountId: Number(row.account_id),
    startedAt: time(row.created_at),
    seenAt: time(row.seen_at),
    clientAddress: row.client_address,
    userAgent: row.user_agent,
  };
}

/** The session a token's hash names, unless it was ended. */
export async function findSession(
  db: Kysely<Database>,
  kind: AccountKind,
  tokenHash: string,
): Promise<StoredSession | undefined> {
  const row = await db
    .selectFrom("account_session")
    .select(sessionColumns)
    .where("token_hash", "=", tokenHash)
    .where("account_kind", "=", kind)
    .where("ended_at", "is", null)
    .executeTakeFirst();
  return row && sessionOf(row);
}

/** Records a page as the session's last activity. */
export async function touchSession(db: Kysely<Database>, id: number, now: Date): Promise<void> {
  await db.updateTable("account_session").set({ seen_at: now }).where("id", "=", id).execute();
}

/** An account's sessions not ended and not expired, last seen first. */
export async function listSessions(
  db: Kysely<Database>,
  { kind, accountId, startedBefore, seenBefore }: Account & Cutoffs,
): Promise<StoredSession[]> {
  const rows = await db
    .selectFrom("account_session")
    .select(sessionColumns)
    .where("account_kind", "=", kind)
    .where("account_id", "=", accountId)
    .where("ended_at", "is", null)
    .where("created_at", ">=", startedBefore)
    .where("seen_at", ">=", seenBefore)
    .orderBy("seen_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map(sessionOf);
}

/**
 * Ends an account's sessions: the one named `only`, or all of them but `except`. Answers how many
 * ended; ending a session of another account ends nothing.
 */
export async function endSessions(
  db: Kysely<Database>,
  { kind, accountId, only, except, now }: Account & { only?: number; except?: number; now: Date },
): Promise<number> {
  let query = db
    .updateTable("account_session")
    .set({ ended_at: now })
    .where("account_kind", "=", kind)
    .where("account_id", "=", accountId)
    .where("ended_at", "is", null);
  if (only !== undefined) query = query.where("id", "=", only);
  if (except !== undefined) query = query.where("id", "!=", except);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

interface Cutoffs {
  startedBefore: Date;
  seenBefore: Date;
}

/** Deletes a kind's sessions past their lifetime or idle limit, ended or not. */
export async function deleteExpiredSessions(
  db: Kysely<Database>,
  { kind, startedBefore, seenBefore }: { kind: AccountKind } & Cutoffs,
): Promise<number> {
  const result = await db
    .deleteFrom("account_session")
    .where("account_kind", "=", kind)
    .where((eb) => eb.or([eb("created_at", "<", startedBefore), eb("seen_at", "<", seenBefore)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
