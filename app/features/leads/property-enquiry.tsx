import { PropertyQuestionForm, type PropertyQuestionFormProps } from "./property-question-form.tsx";
import { VisitForm, type VisitFormProps } from "./visit-form.tsx";

/**
 * The property page's two ways to reach the agency in writing (issue 14): book a visit (not for a
 * property already sold or let) and ask a question, side by side on wide screens.
 */
export function PropertyEnquiry({
  visit,
  question,
}: {
  visit?: VisitFormProps | undefined;
  question: PropertyQuestionFormProps;
}) {
  return (
    <div className="enquiries">
      {visit ? <VisitForm {...visit} /> : null}
      <PropertyQuestionForm {...question} />
    </div>
  );
}
