import type { Kysely } from "kysely";
import { deleteLeadDeliveries } from "#app/data/crm/crm-deliveries.server.ts";
import { leadSearchColumns } from "#app/data/leads/lead-search-columns.server.ts";
import type { Database } from "#app/data/schema.ts";
import { holdsAddress, withoutAddress } from "#app/domain/person-address.ts";
import type { LeadFields } from "#app/model/leads/lead.ts";
import { leadsHolding, messagesHolding } from "./person-records.server.ts";

// Erasing a person everywhere (GDPR art. 17, docs/requirements.md §17, ADR 053), in one transaction:
// the leads they sent go whole (their timelines by the foreign key's cascade, their mails with them);
// another person's lead that merely names the address (a friend's address in "send to a friend")
// stays, with the address replaced; every mail holding it goes, queued ones included; the demand
// account, the newsletter subscription and the remembered recipient hash go.

/** What an erased address is replaced with where the row stays. */
export const erasedMark = "[erased]";

export interface ErasedCounts {
  leadsDeleted: number;
  leadsAnonymised: number;
  messagesDeleted: number;
  demandAccountsDeleted: number;
  subscriptionsDeleted: number;
  recipientsForgotten: number;
}

const ownAddress = (fields: string, address: string) => {
  const email = (JSON.parse(fields) as { email?: unknown }).email;
  return typeof email === "string" && email.trim().toLowerCase() === address;
};

export async function erasePerson(
  db: Kysely<Database>,
  address: string,
  addressHash: string,
): Promise<ErasedCounts> {
  return db.transaction().execute(async (trx) => {
    const leads = await leadsHolding(trx, address);
    const own = leads.filter((lead) => ownAddress(lead.fields, address)).map((lead) => lead.id);
    const named = leads.filter((lead) => !own.includes(lead.id));
    let messagesDeleted = 0;
    if (own.length > 0) {
      const mails = await trx
        .deleteFrom("outbox_message")
        .where("lead_id", "in", own)
        .executeTakeFirst();
      messagesDeleted += Number(mails.numDeletedRows);
      await deleteLeadDeliveries(trx, own);
      await trx.deleteFrom("lead").where("id", "in", own).execute();
    }
    for (const lead of named) {
      const fields = withoutAddress(lead.fields, address, erasedMark);
      await trx
        .updateTable("lead")
        .set({
          fields,
          // What the inbox searches (ADR 051) is made from the fields: it must lose the address too.
          ...leadSearchColumns(JSON.parse(fields) as LeadFields),
          source: lead.source === null ? null : withoutAddress(lead.source, address, erasedMark),
        })
        .where("id", "=", lead.id)
        .execute();
    }
    const namedIds = named.map((lead) => lead.id);
    const notes =
      namedIds.length === 0
        ? []
        : await trx
            .selectFrom("lead_event")
            .select(["id", "body"])
            .where("lead_id", "in", namedIds)
            .execute();
    for (const note of notes.filter((event) => holdsAddress(event.body, address)))
      await trx
        .updateTable("lead_event")
        .set({ body: withoutAddress(note.body, address, erasedMark) })
        .where("id", "=", note.id)
        .execute();
    const messages = (await messagesHolding(trx, address)).map((message) => message.id);
    if (messages.length > 0) {
      const result = await trx
        .deleteFrom("outbox_message")
        .where("id", "in", messages)
        .executeTakeFirst();
      messagesDeleted += Number(result.numDeletedRows);
    }
    const byAddress = (table: "demand_account" | "newsletter_subscriber") =>
      trx
        .deleteFrom(table)
        .where((eb) => eb(eb.fn("lower", ["email"]), "=", address))
        .executeTakeFirst();
    const accounts = await byAddress("demand_account");
    const subscriptions = await byAddress("newsletter_subscriber");
    const recipients = await trx
      .deleteFrom("mail_recipient")
      .where("address_hash", "=", addressHash)
      .executeTakeFirst();
    return {
      leadsDeleted: own.length,
      leadsAnonymised: named.length,
      messagesDeleted,
      demandAccountsDeleted: Number(accounts.numDeletedRows),
      subscriptionsDeleted: Number(subscriptions.numDeletedRows),
      recipientsForgotten: Number(recipients.numDeletedRows),
    };
  });
}
