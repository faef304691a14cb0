import { type Kysely, sql } from "kysely";
import { isPostgres } from "./dialect.ts";

// docs/requirements.md §15: the mail outbox (ADR 022) also carries mails that are no lead's (the agency told of an
// owner's login): a message's lead becomes optional. SQLite cannot drop a NOT NULL: the table is
// rebuilt as it was, that constraint aside, with its rows and indexes.
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table outbox_message alter column lead_id drop not null`.execute(db);
    return;
  }
  await sql`create table outbox_message_new (
    id integer primary key,
    lead_id integer references lead (id) on delete cascade,
    kind varchar(40) not null,
    message_id varchar(200) not null unique,
    from_address varchar(400) not null,
    to_address varchar(400) not null,
    reply_to varchar(400),
    subject varchar(300) not null,
    html text not null,
    text text not null,
    attempts integer not null,
    next_attempt_at timestamptz not null,
    status varchar(10) not null,
    last_error varchar(500),
    created_at timestamptz not null,
    sent_at timestamptz
  )`.execute(db);
  await sql`insert into outbox_message_new select id, lead_id, kind, message_id, from_address,
    to_address, reply_to, subject, html, text, attempts, next_attempt_at, status, last_error,
    created_at, sent_at from outbox_message`.execute(db);
  await sql`drop table outbox_message`.execute(db);
  await sql`alter table outbox_message_new rename to outbox_message`.execute(db);
  await db.schema
    .createIndex("outbox_message_due_idx")
    .on("outbox_message")
    .column("next_attempt_at")
    .where(sql.ref("status"), "=", "queued")
    .execute();
  await db.schema
    .createIndex("outbox_message_lead_idx")
    .on("outbox_message")
    .column("lead_id")
    .execute();
}

export async function down(): Promise<void> {
  // A message without a lead could not go back under the old constraint: this one stays.
}
