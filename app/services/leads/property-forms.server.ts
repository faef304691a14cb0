import type { RouterContextProvider } from "react-router";
import { submitDocumentRequest } from "./document-request.server.ts";
import { submitPropertyQuestion } from "./property-question.server.ts";
import { submitSendToFriend } from "./send-to-friend.server.ts";
import { submitVisit } from "./visit.server.ts";

// docs/requirements.md §14: the lead forms of a property's page (§2 "Property detail": a question, a visit,
// send to a friend, documents). Each posts to the page itself with `?form=<name>` in its action, so
// that a refusal renders the page again with that form's errors.

type PropertyFormAction = (
  request: Request,
  context: Readonly<RouterContextProvider>,
  propertyId: number,
  /** The page's URL, as the route's action reads it. */
  url: URL,
) => Promise<unknown>;

/** The action of each of the page's forms, by the name in `?form=`. */
export const propertyForms: Partial<Record<string, PropertyFormAction>> = {
  question: submitPropertyQuestion,
  visit: submitVisit,
  friend: submitSendToFriend,
  documents: submitDocumentRequest,
};
