import type { Kysely } from "kysely";
import type { Database } from "#app/data/schema.ts";
import type { DocumentState } from "#app/model/admin/settings/settings-views.ts";
import type { SiteDocumentKind } from "#app/model/content/site-document.ts";

// ADR 056: where each document of a kind stands, for an editors' list: its newest revision and its
// draft, each with who and when (a removed member, or the state found before the desk, reads as nobody).

export async function documentStates(
  db: Kysely<Database>,
  kind: SiteDocumentKind,
): Promise<Map<string, DocumentState>> {
  const [revisions, drafts] = await Promise.all([
    db
      .selectFrom("content_revision as r")
      .leftJoin("staff_account as s", "s.id", "r.staff_id")
      .select(["r.key", "r.number", "r.published_at", "s.name", "s.email"])
      .where("r.kind", "=", kind)
      .where(({ eb, selectFrom }) =>
        eb(
          "r.number",
          "=",
          selectFrom("content_revision as newest")
            .select((max) => max.fn.max("newest.number").as("number"))
            .whereRef("newest.kind", "=", "r.kind")
            .whereRef("newest.key", "=", "r.key"),
        ),
      )
      .execute(),
    db
      .selectFrom("content_draft as d")
      .leftJoin("staff_account as s", "s.id", "d.staff_id")
      .select(["d.key", "d.updated_at", "s.name", "s.email"])
      .where("d.kind", "=", kind)
      .execute(),
  ]);
  const states = new Map<string, DocumentState>();
  const who = (row: { name: string | null; email: string | null }) =>
    row.name ?? row.email ?? undefined;
  for (const row of revisions)
    states.set(row.key, {
      published: { number: row.number, at: new Date(row.published_at), by: who(row) },
    });
  for (const row of drafts)
    states.set(row.key, {
      ...states.get(row.key),
      draft: { at: new Date(row.updated_at), by: who(row) },
    });
  return states;
}
