import type { BrowserContext } from "@playwright/test";
import type { Kysely } from "kysely";
import { findStaffByEmail } from "#app/data/admin/staff-accounts.server.ts";
import { openDatabase } from "#app/data/database.server.ts";
import type { Database } from "#app/data/schema.ts";
import type { Language } from "#app/i18n/languages.ts";
import type { StaffRole } from "#app/model/admin/staff-account.ts";
import { addStaff } from "#app/services/admin/staff-accounts.server.ts";
import { storedSecretDeskCookie } from "#tests/support/desk-session.ts";
import { port } from "./ports.ts";

// A desk session for an end-to-end test (ADR 049): stored in the test site's database and signed with
// its stored session secret, as a login would make it; logging in through the form is the login
// specs' job (admin-login.spec.ts).

/** The data directories of the demo site and of the second server (playwright.config.ts). */
export const e2eDataDirs = {
  demo: "test-results/e2e-data",
  soldListed: "test-results/e2e-data-sold-listed",
} as const;

/** Runs `work` on an end-to-end site's database: the demo site's unless told. */
export async function onE2eDatabase<T>(
  work: (db: Kysely<Database>) => Promise<T>,
  dataDir: string = e2eDataDirs.demo,
): Promise<T> {
  const { db } = openDatabase({ dataDir });
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

/** Gives the browser a desk session of this staff member, stored in `db` (the e2e site's database). */
export async function openDeskSession(
  context: BrowserContext,
  db: Kysely<Database>,
  staffId: number,
): Promise<void> {
  const [name = "", value = ""] = (await storedSecretDeskCookie(db, staffId)).split(/=(.*)/s);
  await context.addCookies([{ name, value, url: `http://127.0.0.1:${port}/admin/` }]);
}

/** The same for a staff member named by e-mail (the demo's); answers their id. */
export function openDeskSessionOf(context: BrowserContext, email: string): Promise<number> {
  return onE2eDatabase(async (db) => {
    const member = await findStaffByEmail(db, email);
    if (!member) throw new Error(`no staff member ${email} in the e2e database`);
    await openDeskSession(context, db, member.id);
    return member.id;
  });
}

let made = 0;

/**
 * A new staff member of this role and desk language, with a desk session in the browser; answers their
 * id. On the demo site unless another site's data directory is given (a cookie is the host's, any port).
 */
export function openNewDeskSession(
  context: BrowserContext,
  { role, language }: { role: StaffRole; language: Language },
  dataDir: string = e2eDataDirs.demo,
): Promise<number> {
  made += 1;
  const email = `${role}.${made}.${Date.now().toString(36)}@agency.example`;
  return onE2eDatabase(async (db) => {
    const input = { email, role, language, password: "Desk-password-2026!" };
    const outcome = await addStaff(db, input, { origin: "http://127.0.0.1", now: new Date() });
    if (!("added" in outcome))
      throw new Error(`staff member not added: ${JSON.stringify(outcome)}`);
    await openDeskSession(context, db, outcome.added.id);
    return outcome.added.id;
  }, dataDir);
}
