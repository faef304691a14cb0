import { useTranslation } from "react-i18next";
import { ChoiceGroup } from "#app/components/ui/form/choice-group.tsx";
import { Field } from "#app/components/ui/form/field.tsx";
import type { InputConstraints } from "#app/model/forms/html-constraints.ts";
import type { GuardView } from "#app/model/guard/guard.ts";
import type { VisitField } from "#app/model/leads/visit.ts";
import { EnquirySection } from "./enquiry-section.tsx";
import { LeadForm } from "./lead-form.tsx";
import { ConsentFields, PersonFields, RemarkField, usePersonLabels } from "./person-fields.tsx";
import { useLeadForm } from "./use-lead-form.ts";

export interface VisitFormProps {
  constraints: Record<VisitField, InputConstraints>;
  privacyUrl: string;
  guard: GuardView;
  /** The first and last day offered (YYYY-MM-DD), and the same as a sentence. */
  first: string;
  last: string;
  dayHint: string;
  /** Every slot offered on some weekday ("10:00-13:00"); the server checks the day's own. */
  slots: string[];
  /** A rental's conditions (docs/requirements.md §9), to confirm before sending; none for a sale. */
  conditions: string[];
}

/**
 * docs/requirements.md §14, §2 Property detail: "book a visit": a day, a time slot, who asks and, for a rental,
 * the agency's conditions. It posts to the page (`?form=visit`).
 */
export function VisitForm(props: VisitFormProps) {
  const { t } = useTranslation("leads");
  const { fetcher, form } = useLeadForm("contact-appointment", props.constraints);
  const labels = {
    ...usePersonLabels(),
    day: t("visit.day"),
    slot: t("visit.slot"),
    conditions: t("visit.conditions.confirm"),
  };
  return (
    <EnquirySection id="property-visit" heading={t("visit.heading")} intro={t("visit.intro")}>
      <LeadForm
        fetcher={fetcher}
        form={form}
        labels={labels}
        guard={props.guard}
        send={t("visit.send")}
        action="?form=visit"
      >
        <div className="lead-form__pair">
          <Field
            {...form.field("day")}
            label={labels.day}
            hint={props.dayHint}
            type="date"
            min={props.first}
            max={props.last}
          />
          <ChoiceGroup
            {...form.field("slot")}
            legend={labels.slot}
            options={props.slots.map((slot) => {
              const [from = "", to = ""] = slot.split("-");
              return { value: slot, label: t("visit.slotLabel", { from, to }) };
            })}
          />
        </div>
        {props.conditions.length > 0 ? (
          <div className="enquiry__conditions">
            <p className="enquiry__conditions-title">{t("visit.conditions.title")}</p>
            <ul>
              {props.conditions.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <Field {...form.field("conditions")} check label={labels.conditions} required />
          </div>
        ) : null}
        <PersonFields form={form} />
        <RemarkField form={form} />
        <ConsentFields form={form} privacyUrl={props.privacyUrl} />
      </LeadForm>
    </EnquirySection>
  );
}
