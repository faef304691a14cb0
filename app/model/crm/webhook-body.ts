import { z } from "zod";
import { languages } from "#app/i18n/languages.ts";
import { leadForms } from "#app/model/leads/lead-inbox-filter.ts";
import { leadSourceSchema } from "#app/model/leads/lead-source.ts";
import type { CrmDelivery } from "./crm-delivery.ts";

// The lead webhook's body, version 1 (issue 28 "Deliver", ADR 064), published as docs/lead-webhook.schema.json
// (`npm run docs:schema`). A receiver keys on `id`: the same on every attempt of one delivery, and sent
// as the Idempotency-Key header too. A new field may be added within a version; a change of meaning
// makes a new version.

const fieldValue = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.array(z.string()),
  z.array(z.number()),
]);

const envelope = {
  version: z.literal(1),
  /** Our id of this delivery: a receiver that saw it already answers 2xx and does nothing. */
  id: z.number().int().positive(),
};

export const webhookBodySchema = z.discriminatedUnion("event", [
  z.strictObject({
    ...envelope,
    event: z.literal("lead.created"),
    lead: z.strictObject({
      /** The lead's id on the site (its page in the desk: /admin/leads/{id}/). */
      id: z.number().int().positive(),
      form: z.enum(leadForms),
      /** The language the visitor used. */
      language: z.enum(languages),
      /** When the visitor sent it (ISO 8601, UTC). */
      createdAt: z.iso.datetime(),
      /** The property asked about, by the CRM's own property id (the import's); null for none. */
      propertyId: z.number().int().nullable(),
      /** The form's answers as the visitor gave them (name, email, phone, message, the visit's slot...). */
      fields: z.record(z.string(), fieldValue),
      /** UTM parameters, gclid, referrer and landing page, only with the visitor's advertising consent. */
      source: leadSourceSchema.nullable(),
    }),
  }),
  z.strictObject({
    ...envelope,
    event: z.literal("person.unsubscribed"),
    /** The person who deleted their demand-register searches on the site. */
    person: z.strictObject({ email: z.string(), language: z.enum(languages) }),
    /** When they did (ISO 8601, UTC). */
    at: z.iso.datetime(),
  }),
]);

export type WebhookBody = z.infer<typeof webhookBodySchema>;

/** The body of this delivery; `id` is the queue's id of it. */
export function webhookBody(delivery: CrmDelivery, id: number): WebhookBody {
  if (delivery.kind === "unsubscribe")
    return {
      version: 1,
      id,
      event: "person.unsubscribed",
      person: { email: delivery.email, language: delivery.language },
      at: delivery.at.toISOString(),
    };
  const { lead } = delivery;
  return {
    version: 1,
    id,
    event: "lead.created",
    lead: {
      id: lead.id,
      form: lead.form,
      language: lead.language,
      createdAt: lead.createdAt.toISOString(),
      propertyId: lead.propertyId,
      fields: Object.fromEntries(
        Object.entries(lead.fields).filter(
          (entry): entry is [string, z.infer<typeof fieldValue>] => entry[1] !== undefined,
        ),
      ),
      source: lead.source,
    },
  };
}

/** The JSON Schema of the body, for CRM integrators (docs/lead-webhook.schema.json). */
export function webhookJsonSchema(): string {
  const schema = z.toJSONSchema(webhookBodySchema, { io: "output" });
  return `${JSON.stringify({ title: "Lead webhook body, version 1", ...schema }, null, 2)}\n`;
}
