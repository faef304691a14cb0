import type { RouterContextProvider } from "react-router";
import { dbContext, requestContext, siteContext, visitorContext } from "#app/contexts.ts";
import { answerLead } from "#app/http/lead-answer.server.ts";
import type { FormSchema } from "#app/model/forms/html-constraints.ts";
import type { LeadUseCase } from "#app/model/leads/lead-outcome.ts";
import type { LeadFacts } from "#app/services/leads/submit-lead.server.ts";

/** A lead form's action: its use case, given what this request's contexts know (one per route folder, ADR 042). */
export function leadAction<S extends FormSchema>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  lead: LeadUseCase<S, LeadFacts>,
) {
  const { language, consent } = context.get(visitorContext);
  const { origin, log, secure, clientAddress } = context.get(requestContext);
  const { config } = context.get(siteContext);
  const facts = { db: context.get(dbContext), config, language, origin, log, clientAddress };
  return answerLead(request, lead, facts, { adUserData: consent?.ad_user_data === true, secure });
}
