import type { Kysely } from "kysely";
import type { Database } from "#app/data/schema.ts";

// The devices an owner logged in from (migration 0022, ADR 035), by the SHA-256 of their cookie.

export async function isKnownDevice(
  db: Kysely<Database>,
  ownerId: number,
  deviceHash: string,
): Promise<boolean> {
  const row = await db
    .selectFrom("owner_device")
    .select("owner_id")
    .where("owner_id", "=", ownerId)
    .where("device_hash", "=", deviceHash)
    .executeTakeFirst();
  return row !== undefined;
}

/** Records a login from this device (the first, or one more). */
export async function rememberDevice(
  db: Kysely<Database>,
  { ownerId, deviceHash, now }: { ownerId: number; deviceHash: string; now: Date },
): Promise<void> {
  await db
    .insertInto("owner_device")
    .values({ owner_id: ownerId, device_hash: deviceHash, last_login_at: now })
    .onConflict((oc) => oc.columns(["owner_id", "device_hash"]).doUpdateSet({ last_login_at: now }))
    .execute();
}
