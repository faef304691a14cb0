import type { BrowserContext } from "@playwright/test";
import { openDatabase } from "#app/data/database.server.ts";
import { storedSecret } from "#app/data/secrets/stored-secret.server.ts";
import { defaultStaffSessionLimits } from "#app/domain/staff-session.ts";
import {
  createStaffSessions,
  startStaffSession,
} from "#app/services/admin/staff-session.server.ts";

// A desk session for an end-to-end test (ADR 049): stored in the test site's database and signed with
// its session secret, as a login would make it; logging in through the form is the login specs' job.

/** Gives the browser a desk session of the demo staff member with this e-mail; answers their id. */
export async function openDeskSession(
  context: BrowserContext,
  baseURL: string,
  email: string,
): Promise<number> {
  const { db } = openDatabase({ dataDir: "test-results/e2e-data" });
  try {
    const { id } = await db
      .selectFrom("staff_account")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    const sessions = createStaffSessions(
      await storedSecret(db, "session"),
      defaultStaffSessionLimits,
    );
    const setCookie = await startStaffSession(
      db,
      { storage: sessions.storage(false), limits: sessions.limits },
      { staffId: Number(id), clientAddress: "127.0.0.1", userAgent: "Playwright" },
      new Date(),
    );
    const [name = "", value = ""] = (setCookie.split(";")[0] ?? "").split(/=(.*)/s);
    await context.addCookies([{ name, value, url: baseURL }]);
    return Number(id);
  } finally {
    await db.destroy();
  }
}
