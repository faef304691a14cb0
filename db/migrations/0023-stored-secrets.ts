import { type Kysely, sql } from "kysely";

// ADR 044: one table for every secret the site generates for itself. `guard_secret` (0013), which
// already held the guard's key, the session secret and the two-step key, becomes `stored_secret`; the
// secret moving hidden addresses leaves `site_setting` (ADR 012) for it, with its value unchanged: a
// new one would move every hidden address's point elsewhere.
const settingKey = "location.secret";
const secretName = "location";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("guard_secret").renameTo("stored_secret").execute();
  const { rows } = await sql<{ value: string }>`
    select value from site_setting where key = ${settingKey}`.execute(db);
  const stored = rows[0];
  if (!stored) return;
  await sql`insert into stored_secret (name, value) values (${secretName}, ${unquote(stored.value)})`.execute(
    db,
  );
  await sql`delete from site_setting where key = ${settingKey}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ value: string }>`
    select value from stored_secret where name = ${secretName}`.execute(db);
  const stored = rows[0];
  if (stored) {
    await sql`insert into site_setting (key, value) values (${settingKey}, ${JSON.stringify(stored.value)})`.execute(
      db,
    );
    await sql`delete from stored_secret where name = ${secretName}`.execute(db);
  }
  await db.schema.alterTable("stored_secret").renameTo("guard_secret").execute();
}

/** The setting's JSON string; a value that is not one is carried as it is rather than lost. */
function unquote(json: string): string {
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === "string" ? value : json;
  } catch {
    return json;
  }
}
