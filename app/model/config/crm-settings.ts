import { z } from "zod";
import { leadForms } from "#app/model/leads/lead-inbox-filter.ts";

// Issue 28 "Deliver", ADR 064: which lead forms go to the CRM (Omnicasa or the signed webhook, whichever the
// environment configures) and the ids Omnicasa files them under. A friend's address is not the agency's lead:
// "send to a friend" stays out by default.

const crmId = z.number().int().min(1).max(2_147_483_647).optional();

export const defaultCrmForms = leadForms.filter((form) => form !== "send-to-friend");

export const crmSettingsSchema = z
  .strictObject({
    forms: z.array(z.enum(leadForms)).default(defaultCrmForms),
    omnicasa: z.strictObject({ sourceId: crmId, siteId: crmId, officeId: crmId }).default({}),
  })
  .default({ forms: defaultCrmForms, omnicasa: {} });

export type CrmSettings = z.output<typeof crmSettingsSchema>;
