import { PropertyQuestionForm, type PropertyQuestionFormProps } from "./property-question-form.tsx";
import { SendToFriendForm, type SendToFriendFormProps } from "./send-to-friend-form.tsx";
import { VisitForm, type VisitFormProps } from "./visit-form.tsx";

/**
 * The property page's forms (issue 14): book a visit (not for a property already sold or let), ask a
 * question, send it to a friend.
 */
export function PropertyEnquiry({
  visit,
  question,
  friend,
}: {
  visit?: VisitFormProps | undefined;
  question: PropertyQuestionFormProps;
  friend: SendToFriendFormProps;
}) {
  return (
    <div className="enquiries">
      {visit ? <VisitForm {...visit} /> : null}
      <PropertyQuestionForm {...question} />
      <SendToFriendForm {...friend} />
    </div>
  );
}
