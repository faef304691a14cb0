import type { Kysely } from "kysely";
import type { Database } from "#app/data/schema.ts";
import { defaultStaffSessionLimits } from "#app/domain/staff-session.ts";
import type { Language } from "#app/i18n/languages.ts";
import type { StaffRole } from "#app/model/admin/staff-account.ts";
import { addStaff } from "#app/services/admin/staff-accounts.server.ts";
import type { StaffAct } from "#app/services/admin/staff-act.server.ts";
import {
  createStaffSessions,
  startStaffSession,
} from "#app/services/admin/staff-session.server.ts";
import { testBrowser, testSessionCookie } from "./session-cookie.ts";
import { testSessionSecret } from "./test-app.ts";

/** The test application's desk cookie storage over http, and its limits (the defaults, ADR 049). */
export const testStaffSessions = createStaffSessions(testSessionSecret, defaultStaffSessionLimits);
export const testStaffStorage = testStaffSessions.storage(false);

/** The password of every account addTestStaff makes (unless told another). */
export const testStaffPassword = "Desk-password-2026!";

let added = 0;

/**
 * A staff account made as `npm run staff -- add --password-stdin` makes it (services/admin), with
 * testStaffPassword; answers its id. The e-mail is unique per call unless given.
 */
export async function addTestStaff(
  db: Kysely<Database>,
  {
    role,
    email,
    name,
    language,
    password = testStaffPassword,
  }: {
    role: StaffRole;
    email?: string;
    name?: string;
    language?: Language;
    password?: string;
  },
): Promise<number> {
  added += 1;
  const outcome = await addStaff(
    db,
    {
      email: email ?? `${role}-${added}-${Date.now()}@agency.example`,
      role,
      name,
      language,
      password,
    },
    { origin: "http://localhost", now: new Date() },
  );
  if (!("added" in outcome)) throw new Error(`test staff not added: ${JSON.stringify(outcome)}`);
  return outcome.added.id;
}

/** What a new admin does through the desk's use cases (services/admin), from a documentation address. */
export async function addTestAdminAct(db: Kysely<Database>): Promise<StaffAct> {
  const actorId = await addTestStaff(db, { role: "admin" });
  return { db, actorId, clientAddress: "203.0.113.9", now: new Date() };
}

/**
 * The Cookie header of a new desk session stored in `db` (ADR 049), as a login from a test browser
 * would make it; `startedAgo` and `seenAgo` (ms) put it back in time.
 */
export function staffSessionCookie(
  db: Kysely<Database>,
  staffId: number,
  ago: { startedAgo?: number; seenAgo?: number } = {},
): Promise<string> {
  return testSessionCookie(
    db,
    testStaffStorage,
    (now) =>
      startStaffSession(
        db,
        { storage: testStaffStorage, limits: testStaffSessions.limits },
        { staffId, clientAddress: "192.0.2.20", ...testBrowser },
        now,
      ),
    ago,
  );
}

/** The staff audit log so far, oldest first, as `action:staffId`. */
export async function auditActions(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom("staff_audit")
    .select(["action", "staff_id"])
    .orderBy("id")
    .execute();
  return rows.map((row) => `${row.action}:${row.staff_id}`);
}
