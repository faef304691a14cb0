import type { FormSchema } from "#app/model/forms/html-constraints.ts";
import type { LeadUseCase } from "#app/model/leads/lead-outcome.ts";
import { documentRequestLead } from "./document-request.server.ts";
import { propertyQuestionLead } from "./property-question.server.ts";
import { sendToFriendLead } from "./send-to-friend.server.ts";
import type { LeadFacts } from "./submit-lead.server.ts";
import { visitLead } from "./visit.server.ts";

// docs/requirements.md §14: the lead forms of a property's page (§2 "Property detail": a question, a visit,
// send to a friend, documents). Each posts to the page itself with `?form=<name>` in its action, so
// that a refusal renders the page again with that form's errors.

/** A form's use case for the property, given the page's URL as the route's action reads it. */
type PropertyForm = (propertyId: number, url: URL) => LeadUseCase<FormSchema, LeadFacts>;

/** The use case of each of the page's forms, by the name in `?form=`. */
export const propertyForms: Partial<Record<string, PropertyForm>> = {
  question: propertyQuestionLead,
  visit: visitLead,
  friend: sendToFriendLead,
  documents: documentRequestLead,
};
