import type { Kysely, Transaction } from "kysely";
import type { Database } from "#app/data/schema.ts";
import { holdsAddress } from "#app/domain/person-address.ts";
import { contains } from "./text-search.server.ts";

// A person's data on request (docs/requirements.md §17, ADR 053): every row that holds one e-mail
// address. The database narrows with a case-insensitive "contains"; `holdsAddress` keeps the rows
// that hold the whole address (not "jimbob@x.be" for "bob@x.be").

type Db = Kysely<Database> | Transaction<Database>;

/** The leads whose fields or source hold the address, newest first, with their timelines. */
export async function leadsHolding(db: Db, address: string) {
  const rows = await db
    .selectFrom("lead")
    .select([
      "id",
      "form",
      "language",
      "property_id",
      "fields",
      "source",
      "verified",
      "status",
      "created_at",
    ])
    .where((eb) =>
      eb.or([contains(eb.ref("fields"), address), contains(eb.ref("source"), address)]),
    )
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  const leads = rows.filter(
    (row) => holdsAddress(row.fields, address) || holdsAddress(row.source ?? "", address),
  );
  const ids = leads.map((lead) => lead.id);
  const events =
    ids.length === 0
      ? []
      : await db
          .selectFrom("lead_event")
          .select(["lead_id", "kind", "body", "created_at"])
          .where("lead_id", "in", ids)
          .orderBy("created_at")
          .orderBy("id")
          .execute();
  return leads.map((lead) => ({
    ...lead,
    events: events.filter((event) => event.lead_id === lead.id),
  }));
}

/** The outbox messages addressed to the address or holding it (reply-to, subject, text), newest first. */
export async function messagesHolding(db: Db, address: string) {
  const rows = await db
    .selectFrom("outbox_message")
    .select([
      "id",
      "lead_id",
      "kind",
      "to_address",
      "reply_to",
      "subject",
      "text",
      "html",
      "status",
      "created_at",
      "sent_at",
    ])
    .where((eb) =>
      eb.or(
        (["to_address", "reply_to", "subject", "text", "html"] as const).map((column) =>
          contains(eb.ref(column), address),
        ),
      ),
    )
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.filter((row) =>
    [row.to_address, row.reply_to ?? "", row.subject, row.text, row.html].some((text) =>
      holdsAddress(text, address),
    ),
  );
}

/** The address's demand-register account (its password's hash stays here), if any. */
export async function demandAccountOf(db: Db, address: string) {
  return db
    .selectFrom("demand_account")
    .select(["id", "email", "created_at"])
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", address))
    .executeTakeFirst();
}

/** The address's newsletter subscription (its tokens stay here), if any. */
export async function subscriptionOf(db: Db, address: string) {
  return db
    .selectFrom("newsletter_subscriber")
    .select(["id", "email", "language", "status", "created_at", "confirmed_at", "unsubscribed_at"])
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", address))
    .executeTakeFirst();
}

/** Whether the site remembers having mailed the address (its keyed hash, ADR 034). */
export async function isRememberedRecipient(db: Db, addressHash: string): Promise<boolean> {
  const row = await db
    .selectFrom("mail_recipient")
    .select("address_hash")
    .where("address_hash", "=", addressHash)
    .executeTakeFirst();
  return row !== undefined;
}

/** How many owner and staff accounts use the address: shown, not erased here (ADR 053). */
export async function accountsWithAddress(db: Db, address: string) {
  const [owners, staff] = await Promise.all([
    db
      .selectFrom("owner")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where((eb) => eb(eb.fn("lower", ["email"]), "=", address))
      .executeTakeFirst(),
    db
      .selectFrom("staff_account")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where((eb) => eb(eb.fn("lower", ["email"]), "=", address))
      .executeTakeFirst(),
  ]);
  return { owners: Number(owners?.count ?? 0), staff: Number(staff?.count ?? 0) };
}

export type PersonLead = Awaited<ReturnType<typeof leadsHolding>>[number];
export type PersonMessage = Awaited<ReturnType<typeof messagesHolding>>[number];
