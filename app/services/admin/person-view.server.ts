import { formatDate, formatDateTime } from "#app/domain/dates.ts";
import type { Language } from "#app/i18n/languages.ts";
import type { PersonView } from "#app/model/people/person-view.ts";
import { type PersonRecords, personCounts } from "./person-data.server.ts";

/** The page's view of the rows found for an address, in the staff member's language. */
export function personView(records: PersonRecords, language: Language): PersonView {
  const subscription = records.subscription;
  return {
    address: records.address,
    counts: personCounts(records),
    leads: records.leads.map((lead) => ({
      id: lead.id,
      form: lead.form,
      receivedAt: formatDateTime(new Date(lead.created_at), language),
      status: lead.status,
    })),
    demandAccountSince: records.demandAccount
      ? formatDate(records.demandAccount.created_at, language)
      : undefined,
    subscription: subscription
      ? {
          status: subscription.status,
          since: formatDate(
            subscription.unsubscribed_at ?? subscription.confirmed_at ?? subscription.created_at,
            language,
          ),
          language: subscription.language,
        }
      : undefined,
    messages: records.messages.map((message) => ({
      id: message.id,
      to: message.to_address,
      subject: message.subject,
      status: message.status,
      queuedAt: formatDateTime(new Date(message.created_at), language),
    })),
    accounts: records.accounts,
  };
}
