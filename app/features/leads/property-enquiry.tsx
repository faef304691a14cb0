import { DocumentRequestForm, type DocumentRequestFormProps } from "./document-request-form.tsx";
import { PropertyQuestionForm, type PropertyQuestionFormProps } from "./property-question-form.tsx";
import { SendToFriendForm, type SendToFriendFormProps } from "./send-to-friend-form.tsx";
import { VisitForm, type VisitFormProps } from "./visit-form.tsx";

/**
 * The property page's forms (docs/requirements.md §14): book a visit (not for a property already sold or let), ask a
 * question, receive its documents, send it to a friend.
 */
export function PropertyEnquiry({
  visit,
  question,
  friend,
  documents,
}: {
  visit?: VisitFormProps | undefined;
  question: PropertyQuestionFormProps;
  friend: SendToFriendFormProps;
  documents: DocumentRequestFormProps;
}) {
  return (
    <div className="enquiries">
      {visit ? <VisitForm {...visit} /> : null}
      <PropertyQuestionForm {...question} />
      <DocumentRequestForm {...documents} />
      <SendToFriendForm {...friend} />
    </div>
  );
}
