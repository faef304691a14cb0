import { insertStaff } from "#app/data/admin/staff-accounts.server.ts";
import { writeSiteConfig } from "#app/data/config/site-config.server.ts";
import { openDatabase } from "#app/data/database.server.ts";
import { migrateToLatest } from "#db/migrate.ts";
import { storedSecretDeskCookie } from "#tests/support/desk-session.ts";
import { generatedLeads, insertInboxLeads } from "#tests/support/inbox-leads.ts";
import { testSiteConfig } from "#tests/support/site-config-fixture.ts";

// The leads inbox bench's databases (bench/admin.ts): an agency with three agents and `count` leads,
// one every five minutes back from `newest` (100,000 leads span about a year), spread over the forms,
// statuses, agents and properties as tests/support/inbox-leads.ts makes them.

export const leadSpacingMs = 5 * 60_000;

/** Fills the SQLite database of `dir`; answers a desk cookie of the first agent, whose id is 1. */
export async function seedInbox(dir: string, count: number, newest: Date): Promise<string> {
  const { db } = openDatabase({ dataDir: dir });
  try {
    await migrateToLatest(db);
    await writeSiteConfig(db, testSiteConfig());
    const agentIds: number[] = [];
    for (const name of ["An Agent", "Bo Agent", "Cas Agent"]) {
      const email = `${name.split(" ")[0]?.toLowerCase()}@agency.example`;
      const staff = {
        email,
        name,
        role: "agent" as const,
        language: "en",
        passwordHash: undefined,
      };
      agentIds.push((await insertStaff(db, staff, newest)) ?? 0);
    }
    await insertInboxLeads(
      db,
      generatedLeads(count, { newest, spacingMs: leadSpacingMs, agentIds }),
    );
    return await storedSecretDeskCookie(db, agentIds[0] ?? 0);
  } finally {
    await db.destroy();
  }
}
