import type { RouterContextProvider } from "react-router";
import { dbContext, requestContext, siteContext, visitorContext } from "#app/contexts.ts";
import type { LeadCookies } from "#app/http/lead-answer.server.ts";
import type { LeadFacts } from "#app/services/leads/submit-lead.server.ts";

/**
 * What a lead form's use case (services/leads/) needs of this request, read from the contexts the
 * server and the root middleware set: one reader for the route folders with lead forms (leads,
 * listings, site), which may not share a file of their own (ADR 042).
 */
export function leadFacts(context: Readonly<RouterContextProvider>): LeadFacts & LeadCookies {
  const { language, consent } = context.get(visitorContext);
  const { origin, log, secure, clientAddress } = context.get(requestContext);
  return {
    db: context.get(dbContext),
    config: context.get(siteContext).config,
    language,
    origin,
    log,
    clientAddress,
    adUserData: consent?.ad_user_data === true,
    secure,
  };
}
