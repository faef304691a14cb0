import { useTranslation } from "react-i18next";
import { ChoiceGroup } from "#app/components/ui/form/choice-group.tsx";
import { Field } from "#app/components/ui/form/field.tsx";
import type { InputConstraints } from "#app/model/forms/html-constraints.ts";
import type { GuardView } from "#app/model/guard/guard.ts";
import type { DemandRegisterField } from "#app/model/leads/demand-register.ts";
import { demandGoals } from "#app/model/leads/lead-choices.ts";
import { EnquirySection } from "./enquiry-section.tsx";
import { LeadForm } from "./lead-form.tsx";
import { ConsentFields, PersonFields, RemarkField, usePersonLabels } from "./person-fields.tsx";
import { useLeadForm } from "./use-lead-form.ts";

export interface DemandRegisterFormProps {
  constraints: Record<DemandRegisterField, InputConstraints>;
  privacyUrl: string;
  guard: GuardView;
  types: { webId: number; name: string }[];
  /** The catalogue's towns, "1380 Lasne". */
  zones: string[];
  /** The page to see and delete one's searches. */
  searchesUrl: string;
}

/** docs/requirements.md §14, §2 /demand-register/ and §5: what the visitor looks for, who they are, a password if they wish. */
export function DemandRegisterForm(props: DemandRegisterFormProps) {
  const { t } = useTranslation("leads");
  const { fetcher, form } = useLeadForm("demand-register", props.constraints);
  const field = (key: Exclude<DemandRegisterField, keyof ReturnType<typeof usePersonLabels>>) =>
    t(`demandRegister.fields.${key}`);
  const labels: Record<DemandRegisterField, string> = {
    ...usePersonLabels(),
    goal: field("goal"),
    types: field("types"),
    zones: field("zones"),
    budgetMin: field("budgetMin"),
    budgetMax: field("budgetMax"),
    bedrooms: field("bedrooms"),
    password: field("password"),
    passwordRepeat: field("passwordRepeat"),
  };
  return (
    <EnquirySection
      id="demand-register"
      heading={t("demandRegister.heading")}
      intro={t("demandRegister.intro")}
      className="demand-register"
    >
      <LeadForm
        fetcher={fetcher}
        form={form}
        labels={labels}
        guard={props.guard}
        send={t("demandRegister.send")}
      >
        <h3 className="lead-form__part">{t("demandRegister.what")}</h3>
        <ChoiceGroup
          {...form.field("goal")}
          legend={labels.goal}
          options={demandGoals.map((goal) => ({
            value: goal,
            label: t(`demandRegister.fields.goals.${goal}`),
          }))}
        />
        <ChoiceGroup
          {...form.field("types")}
          type="checkbox"
          legend={labels.types}
          options={props.types.map((type) => ({ value: String(type.webId), label: type.name }))}
        />
        <div className="demand-register__zones">
          <ChoiceGroup
            {...form.field("zones")}
            type="checkbox"
            legend={labels.zones}
            hint={t("demandRegister.fields.zonesHint")}
            options={props.zones.map((zone) => ({ value: zone, label: zone }))}
          />
        </div>
        <div className="lead-form__pair">
          <Field {...form.field("budgetMin")} label={labels.budgetMin} inputMode="numeric" />
          <Field {...form.field("budgetMax")} label={labels.budgetMax} inputMode="numeric" />
        </div>
        <Field {...form.field("bedrooms")} label={labels.bedrooms} inputMode="numeric" />
        <h3 className="lead-form__part">{t("demandRegister.you")}</h3>
        <PersonFields form={form} />
        <RemarkField form={form} />
        <h3 className="lead-form__part">{t("demandRegister.account")}</h3>
        <p className="enquiry__intro">{t("demandRegister.accountIntro")}</p>
        <div className="lead-form__pair">
          <Field
            {...form.field("password")}
            label={`${labels.password} (${t("form.optional")})`}
            hint={t("demandRegister.fields.passwordHint")}
            type="password"
            autoComplete="new-password"
          />
          <Field
            {...form.field("passwordRepeat")}
            label={labels.passwordRepeat}
            type="password"
            autoComplete="new-password"
          />
        </div>
        <ConsentFields form={form} privacyUrl={props.privacyUrl} />
      </LeadForm>
      <p className="demand-register__searches">
        <a href={props.searchesUrl}>{t("demandRegister.searches.link")}</a>
      </p>
    </EnquirySection>
  );
}
