import { type Kysely, sql } from "kysely";
import { isPostgres } from "./dialect.ts";

// ADR 051 (amended): a rare free text in the leads inbox (one e-mail, one phone number) is found through
// a trigram index on `lead.search` rather than by reading the whole table. SQLite: an FTS5 table with the
// trigram tokenizer over `lead.search` (external content: the text is not stored twice), kept in step by
// triggers and filled here. PostgreSQL: pg_trgm's GIN index, which `LIKE '%…%'` uses as it is; where the
// extension cannot be created (no right to), the search stays the plain LIKE of 0028.

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    // A savepoint, so that a refused CREATE EXTENSION leaves the migration's transaction usable.
    await sql`savepoint pg_trgm`.execute(db);
    try {
      await sql`create extension if not exists pg_trgm`.execute(db);
    } catch {
      await sql`rollback to savepoint pg_trgm`.execute(db);
      return;
    }
    await sql`create index lead_search_trgm_idx on lead using gin (search gin_trgm_ops)`.execute(
      db,
    );
    return;
  }
  await sql`create virtual table lead_search using fts5(search, content='lead', content_rowid='id', tokenize='trigram')`.execute(
    db,
  );
  await sql`create trigger lead_search_insert after insert on lead begin
    insert into lead_search (rowid, search) values (new.id, new.search); end`.execute(db);
  await sql`create trigger lead_search_delete after delete on lead begin
    insert into lead_search (lead_search, rowid, search) values ('delete', old.id, old.search); end`.execute(
    db,
  );
  await sql`create trigger lead_search_update after update of search on lead begin
    insert into lead_search (lead_search, rowid, search) values ('delete', old.id, old.search);
    insert into lead_search (rowid, search) values (new.id, new.search); end`.execute(db);
  await sql`insert into lead_search (lead_search) values ('rebuild')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    // The extension stays: it may have been there before, and dropping it needs its owner.
    await sql`drop index if exists lead_search_trgm_idx`.execute(db);
    return;
  }
  for (const trigger of ["lead_search_update", "lead_search_delete", "lead_search_insert"])
    await sql`drop trigger ${sql.id(trigger)}`.execute(db);
  await sql`drop table lead_search`.execute(db);
}
