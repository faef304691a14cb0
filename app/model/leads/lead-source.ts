import { z } from "zod";
import type { LeadSource } from "./lead.ts";

// docs/requirements.md §14: with advertising-data consent (ad_user_data), a lead records where its visitor came from:
// the UTM parameters and gclid of the page they landed on, the other site that sent them, that page.

const utmKeys = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
const maxLength = 300;
const text = z.string().max(maxLength);

export const leadSourceSchema = z.strictObject({
  utm: z.partialRecord(z.enum(utmKeys), text).optional(),
  gclid: text.optional(),
  referrer: text.optional(),
  landingPage: text.optional(),
});

/** What a landing on `url`, sent by `referrer`, says about the visitor's source; nothing for our own links. */
export function landingSource(url: URL, referrer: string | undefined): LeadSource | undefined {
  const cut = (value: string | null | undefined) => value?.slice(0, maxLength) || undefined;
  const utm = Object.fromEntries(
    utmKeys.flatMap((key) => {
      const value = cut(url.searchParams.get(key));
      return value ? [[key, value]] : [];
    }),
  );
  const gclid = cut(url.searchParams.get("gclid"));
  const external = referrer && isOtherSite(referrer, url.host) ? cut(referrer) : undefined;
  if (Object.keys(utm).length === 0 && !gclid && !external) return undefined;
  return {
    ...(Object.keys(utm).length > 0 && { utm }),
    ...(gclid && { gclid }),
    ...(external && { referrer: external }),
    landingPage: cut(`${url.pathname}${url.search}`),
  };
}

/** A stored source read back (from the visitor's cookie): anything else than what we wrote is ignored. */
export function readLeadSource(value: unknown): LeadSource | undefined {
  const result = leadSourceSchema.safeParse(value);
  return result.success ? result.data : undefined;
}

function isOtherSite(referrer: string, host: string): boolean {
  try {
    return new URL(referrer).host !== host;
  } catch {
    return false;
  }
}
