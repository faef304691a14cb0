import { useTranslation } from "react-i18next";
import { Field } from "#app/components/ui/form/field.tsx";
import type { InputConstraints } from "#app/model/forms/html-constraints.ts";
import type { GuardView } from "#app/model/guard/guard.ts";
import type { ProjectQuestionField } from "#app/model/leads/project-question.ts";
import { EnquirySection } from "./enquiry-section.tsx";
import { LeadForm } from "./lead-form.tsx";
import { ConsentFields, PersonFields, RemarkField, usePersonLabels } from "./person-fields.tsx";
import { useLeadForm } from "./use-lead-form.ts";

export interface ProjectQuestionFormProps {
  constraints: Record<ProjectQuestionField, InputConstraints>;
  privacyUrl: string;
  guard: GuardView;
  /** The project's units on offer, to ask about one of them. */
  units: { id: number; title: string }[];
}

/** docs/requirements.md §14, §2 project detail: "ask about this project or one of its units". */
export function ProjectQuestionForm({
  constraints,
  privacyUrl,
  guard,
  units,
}: ProjectQuestionFormProps) {
  const { t } = useTranslation("leads");
  const { fetcher, form } = useLeadForm("contact-construction", constraints);
  const labels = { ...usePersonLabels(), unit: t("projectQuestion.unitChoice") };
  return (
    <EnquirySection
      id="project-question"
      heading={t("projectQuestion.heading")}
      intro={t("projectQuestion.intro")}
    >
      <LeadForm
        fetcher={fetcher}
        form={form}
        labels={labels}
        guard={guard}
        send={t("projectQuestion.send")}
      >
        {units.length > 0 ? (
          <Field {...form.field("unit")} label={labels.unit}>
            {(control) => (
              <select {...control}>
                <option value="">{t("projectQuestion.unitAll")}</option>
                {units.map((unit) => (
                  <option key={unit.id} value={unit.id}>
                    {unit.title}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : null}
        <RemarkField form={form} />
        <PersonFields form={form} />
        <ConsentFields form={form} privacyUrl={privacyUrl} />
      </LeadForm>
    </EnquirySection>
  );
}
