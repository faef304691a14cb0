import type { Kysely } from "kysely";
import { deleteLeadDeliveries } from "#app/data/crm/crm-deliveries.server.ts";
import type { Database } from "#app/data/schema.ts";
import { holdsAddress, normalAddress } from "#app/domain/person-address.ts";
import { contains } from "./text-search.server.ts";

// docs/requirements.md §17: erasing one entry of the demand register or of the newsletter from its list
// (ADR 053), each in one transaction, with the mails that belong to it.

export interface ErasedEntry {
  messagesDeleted: number;
  /** The demand account went with the address's last search. */
  accountsDeleted: number;
}

/** Erases one demand search with its mails, and its account once no search of the address is left. */
export async function eraseDemandSearch(
  db: Kysely<Database>,
  id: number,
): Promise<ErasedEntry | undefined> {
  return db.transaction().execute(async (trx) => {
    const lead = await trx
      .selectFrom("lead")
      .select("fields")
      .where("id", "=", id)
      .where("form", "=", "demand-register")
      .executeTakeFirst();
    if (!lead) return undefined;
    const mails = await trx
      .deleteFrom("outbox_message")
      .where("lead_id", "=", id)
      .executeTakeFirst();
    await deleteLeadDeliveries(trx, [id]);
    await trx.deleteFrom("lead").where("id", "=", id).execute();
    const email = (JSON.parse(lead.fields) as { email?: unknown }).email;
    let accountsDeleted = 0;
    if (typeof email === "string") {
      const address = normalAddress(email);
      const others = await trx
        .selectFrom("lead")
        .select("fields")
        .where("form", "=", "demand-register")
        .where((eb) => contains(eb.ref("fields"), address))
        .execute();
      if (!others.some((other) => holdsAddress(other.fields, address))) {
        const account = await trx
          .deleteFrom("demand_account")
          .where((eb) => eb(eb.fn("lower", ["email"]), "=", address))
          .executeTakeFirst();
        accountsDeleted = Number(account.numDeletedRows);
      }
    }
    return { messagesDeleted: Number(mails.numDeletedRows), accountsDeleted };
  });
}

/** Erases one subscriber, and the confirmation mails to it (their link would lead nowhere). */
export async function eraseSubscriber(
  db: Kysely<Database>,
  id: number,
): Promise<ErasedEntry | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .deleteFrom("newsletter_subscriber")
      .where("id", "=", id)
      .returning("email")
      .executeTakeFirst();
    if (!row) return undefined;
    const address = normalAddress(row.email);
    const confirmations = await trx
      .selectFrom("outbox_message")
      .select(["id", "to_address"])
      .where("kind", "=", "newsletter-confirmation")
      .where((eb) => contains(eb.ref("to_address"), address))
      .execute();
    const ids = confirmations
      .filter((mail) => holdsAddress(mail.to_address, address))
      .map((mail) => mail.id);
    const mails =
      ids.length === 0
        ? 0
        : Number(
            (await trx.deleteFrom("outbox_message").where("id", "in", ids).executeTakeFirst())
              .numDeletedRows,
          );
    return { messagesDeleted: mails, accountsDeleted: 0 };
  });
}
