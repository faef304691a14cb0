import { useTranslation } from "react-i18next";
import type { InputConstraints } from "#app/model/forms/html-constraints.ts";
import type { GuardView } from "#app/model/guard/guard.ts";
import type { PropertyQuestionField } from "#app/model/leads/property-question.ts";
import { EnquirySection } from "./enquiry-section.tsx";
import { LeadForm } from "./lead-form.tsx";
import { ConsentFields, PersonFields, RemarkField, usePersonLabels } from "./person-fields.tsx";
import { useLeadForm } from "./use-lead-form.ts";

export interface PropertyQuestionFormProps {
  constraints: Record<PropertyQuestionField, InputConstraints>;
  privacyUrl: string;
  guard: GuardView;
}

/** docs/requirements.md §14, §2 Property detail: "ask about this property"; it posts to the page (`?form=question`). */
export function PropertyQuestionForm({
  constraints,
  privacyUrl,
  guard,
}: PropertyQuestionFormProps) {
  const { t } = useTranslation("leads");
  const { fetcher, form } = useLeadForm("contact-me", constraints);
  const labels = { ...usePersonLabels(), remark: t("question.remark") };
  return (
    <EnquirySection
      id="property-question"
      heading={t("question.heading")}
      intro={t("question.intro")}
    >
      <LeadForm
        fetcher={fetcher}
        form={form}
        labels={labels}
        guard={guard}
        send={t("question.send")}
        action="?form=question"
      >
        <RemarkField form={form} label={labels.remark} />
        <PersonFields form={form} />
        <ConsentFields form={form} privacyUrl={privacyUrl} />
      </LeadForm>
    </EnquirySection>
  );
}
