import type { PersonRecords } from "./person-data.server.ts";

// The JSON a person receives on request (GDPR art. 15, ADR 053): every row that holds their address,
// with readable field names; secrets (a password's hash, link tokens) and the site's keyed hashes stay
// out, as they tell the person nothing about themselves.

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

export function personExport(records: PersonRecords, now: Date) {
  return {
    emailAddress: records.address,
    exportedAt: now.toISOString(),
    leads: records.leads.map((lead) => ({
      id: lead.id,
      form: lead.form,
      language: lead.language,
      receivedAt: iso(lead.created_at),
      propertyId: lead.property_id,
      status: lead.status,
      verified: Boolean(lead.verified),
      fieldsAsSent: JSON.parse(lead.fields) as unknown,
      source: lead.source === null ? null : (JSON.parse(lead.source) as unknown),
      timeline: lead.events.map((event) => ({
        kind: event.kind,
        text: event.body,
        at: iso(event.created_at),
      })),
    })),
    demandRegisterAccount: records.demandAccount
      ? { createdAt: iso(records.demandAccount.created_at) }
      : null,
    newsletterSubscription: records.subscription
      ? {
          language: records.subscription.language,
          status: records.subscription.status,
          signedUpAt: iso(records.subscription.created_at),
          confirmedAt: iso(records.subscription.confirmed_at),
          unsubscribedAt: iso(records.subscription.unsubscribed_at),
        }
      : null,
    mails: records.messages.map((message) => ({
      id: message.id,
      leadId: message.lead_id,
      kind: message.kind,
      to: message.to_address,
      replyTo: message.reply_to,
      subject: message.subject,
      status: message.status,
      queuedAt: iso(message.created_at),
      sentAt: iso(message.sent_at),
      text: message.text,
    })),
  };
}

export type PersonExport = ReturnType<typeof personExport>;
