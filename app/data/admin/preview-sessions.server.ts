import type { Kysely } from "kysely";
import type { Database } from "#app/data/schema.ts";
import type { StaffRole } from "#app/model/admin/staff-account.ts";

// ADR 061: what a preview cookie is checked against, in one read by the session's primary key: the
// desk session, not ended, of an enabled staff account.

export interface PreviewSession {
  /** The session's token hash (the cookie's proof is made over it). */
  tokenHash: string;
  startedAt: number;
  seenAt: number;
  role: StaffRole;
}

export async function readPreviewSession(
  db: Kysely<Database>,
  sessionId: number,
): Promise<PreviewSession | undefined> {
  const row = await db
    .selectFrom("account_session")
    .innerJoin("staff_account", "staff_account.id", "account_session.account_id")
    .select([
      "account_session.token_hash",
      "account_session.created_at",
      "account_session.seen_at",
      "staff_account.role",
    ])
    .where("account_session.id", "=", sessionId)
    .where("account_session.account_kind", "=", "staff")
    .where("account_session.ended_at", "is", null)
    .where("staff_account.disabled_at", "is", null)
    .executeTakeFirst();
  return (
    row && {
      tokenHash: row.token_hash,
      startedAt: new Date(row.created_at).getTime(),
      seenAt: new Date(row.seen_at).getTime(),
      role: row.role,
    }
  );
}
