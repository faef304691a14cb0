import type { Kysely } from "kysely";
import type { Database } from "#app/data/schema.ts";

/**
 * Records a captcha challenge as spent (by its signature) until it expires. False when it already was:
 * the same solution sent twice, or by two servers at once (the primary key lets only one insert win).
 */
export async function spendChallenge(
  db: Kysely<Database>,
  challenge: { signature: string; expiresAt: number },
): Promise<boolean> {
  const result = await db
    .insertInto("spent_challenge")
    .values({ signature: challenge.signature, expires_at: challenge.expiresAt })
    .onConflict((oc) => oc.column("signature").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Deletes the spent challenges that expired before `now`: an expired one is refused anyway. */
export async function forgetExpiredChallenges(db: Kysely<Database>, now: number): Promise<void> {
  await db.deleteFrom("spent_challenge").where("expires_at", "<", now).execute();
}
