import { useTranslation } from "react-i18next";
import { ChoiceGroup } from "#app/components/ui/form/choice-group.tsx";
import { Field } from "#app/components/ui/form/field.tsx";
import type { InputConstraints } from "#app/model/forms/html-constraints.ts";
import type { GuardView } from "#app/model/guard/guard.ts";
import { valuationGoals } from "#app/model/leads/lead-choices.ts";
import type { ValuationField } from "#app/model/leads/valuation.ts";
import { EnquirySection } from "./enquiry-section.tsx";
import { LeadForm } from "./lead-form.tsx";
import { ConsentFields, PersonFields, RemarkField, usePersonLabels } from "./person-fields.tsx";
import { useLeadForm } from "./use-lead-form.ts";

export interface ValuationFormProps {
  constraints: Record<ValuationField, InputConstraints>;
  privacyUrl: string;
  guard: GuardView;
  /** The property types the catalogue knows, in the page's language. */
  types: { webId: number; name: string }[];
}

/** docs/requirements.md §14, §2 free evaluation: the property to value, then who asks. */
export function ValuationForm({ constraints, privacyUrl, guard, types }: ValuationFormProps) {
  const { t } = useTranslation("leads");
  const { fetcher, form } = useLeadForm("contact-demand", constraints);
  const labels: Record<ValuationField, string> = {
    ...usePersonLabels(),
    goal: t("valuation.fields.goal"),
    type: t("valuation.fields.type"),
    street: t("valuation.fields.street"),
    number: t("valuation.fields.number"),
    zip: t("valuation.fields.zip"),
    city: t("valuation.fields.city"),
    bedrooms: t("valuation.fields.bedrooms"),
    surface: t("valuation.fields.surface"),
  };
  const optional = (label: string) => `${label} (${t("form.optional")})`;
  return (
    <EnquirySection id="valuation" heading={t("valuation.heading")} intro={t("valuation.intro")}>
      <LeadForm
        fetcher={fetcher}
        form={form}
        labels={labels}
        guard={guard}
        send={t("valuation.send")}
      >
        <h3 className="lead-form__part">{t("valuation.property")}</h3>
        <ChoiceGroup
          {...form.field("goal")}
          legend={labels.goal}
          options={valuationGoals.map((goal) => ({
            value: goal,
            label: t(`valuation.fields.goals.${goal}`),
          }))}
        />
        <Field {...form.field("type")} label={labels.type}>
          {(control) => (
            <select {...control}>
              <option value="">{t("valuation.fields.typeChoose")}</option>
              {types.map((type) => (
                <option key={type.webId} value={type.webId}>
                  {type.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="lead-form__pair lead-form__pair--wide">
          <Field {...form.field("street")} label={labels.street} autoComplete="address-line1" />
          <Field {...form.field("number")} label={optional(labels.number)} />
        </div>
        <div className="lead-form__pair">
          <Field {...form.field("zip")} label={labels.zip} autoComplete="postal-code" />
          <Field {...form.field("city")} label={labels.city} autoComplete="address-level2" />
        </div>
        <div className="lead-form__pair">
          <Field
            {...form.field("bedrooms")}
            label={optional(labels.bedrooms)}
            inputMode="numeric"
          />
          <Field {...form.field("surface")} label={optional(labels.surface)} inputMode="numeric" />
        </div>
        <h3 className="lead-form__part">{t("valuation.you")}</h3>
        <PersonFields form={form} />
        <RemarkField form={form} />
        <ConsentFields form={form} privacyUrl={privacyUrl} />
      </LeadForm>
    </EnquirySection>
  );
}
