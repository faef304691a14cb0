import type { LeadFields } from "#app/model/leads/lead.ts";
import { emailKey, leadSearchText, phoneKey } from "#app/model/leads/lead-search.ts";

/**
 * What the inbox's free text reads of a lead (ADR 051, migrations 0028 and 0038), written by every
 * writer of its fields: the search text and its own e-mail and phone as found whole.
 */
export function leadSearchColumns(fields: LeadFields) {
  return {
    search: leadSearchText(fields),
    email_key: emailKey(fields.email) ?? null,
    phone_key: phoneKey(fields.phone) ?? null,
  };
}
