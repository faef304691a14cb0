// A CRM delivery's state (ADR 064): `held` while its lead waits for its confirmation link (ADR 034),
// `waiting` for its first attempt, `retrying` after a failed one, then `delivered` or `failed` for good.
export const crmDeliveryStatuses = ["held", "waiting", "retrying", "delivered", "failed"] as const;

export type CrmDeliveryStatus = (typeof crmDeliveryStatuses)[number];
