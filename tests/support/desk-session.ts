import type { Kysely } from "kysely";
import type { Database } from "#app/data/schema.ts";
import { storedSecret } from "#app/data/secrets/stored-secret.server.ts";
import { defaultStaffSessionLimits } from "#app/domain/staff-session.ts";
import {
  createStaffSessions,
  startStaffSession,
} from "#app/services/admin/staff-session.server.ts";

/**
 * The Cookie header of a new desk session for a server started on `db` without SESSION_SECRET: signed
 * with the secret the server keeps in the database (the end-to-end site, the bench's sites), as a
 * login would make it. Tests on the test application use staff-sessions.ts instead.
 */
export async function storedSecretDeskCookie(
  db: Kysely<Database>,
  staffId: number,
): Promise<string> {
  const sessions = createStaffSessions(
    await storedSecret(db, "session"),
    defaultStaffSessionLimits,
  );
  const setCookie = await startStaffSession(
    db,
    { storage: sessions.storage(false), limits: sessions.limits },
    { staffId, clientAddress: "127.0.0.1", userAgent: "Mozilla/5.0 (X11; Linux x86_64)" },
    new Date(),
  );
  return setCookie.split(";")[0] ?? "";
}
