import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { ErrorSummary } from "#app/components/ui/form/error-summary.tsx";
import { Field } from "#app/components/ui/form/field.tsx";
import { SubmitButton } from "#app/components/ui/form/submit-button.tsx";
import { useCheckedForm } from "#app/components/ui/form/use-checked-form.ts";
import type { InputConstraints } from "#app/model/forms/html-constraints.ts";
import type { FormFailure } from "#app/model/forms/submission.ts";

/**
 * docs/requirements.md §15 "second factor": the login's second step, a plain POST that works without JavaScript;
 * `mailed`: the code sent by e-mail during a wave instead (ADR 035).
 */
export function LoginCodeForm(props: {
  constraints: Record<"code", InputConstraints>;
  failure: FormFailure | undefined;
  mailed: boolean;
}) {
  const { t } = useTranslation("owners");
  const form = useCheckedForm("login-code", props.constraints, props.failure);
  const texts = props.mailed
    ? { label: t("wave.codeLabel"), intro: t("wave.codeIntro"), title: t("wave.codeTitle") }
    : {
        label: t("secondFactor.loginCode"),
        intro: t("secondFactor.loginIntro"),
        title: t("secondFactor.loginTitle"),
      };
  const labels = { code: texts.label };
  return (
    <div className="container owner-login">
      <p className="owner-login__intro">{texts.intro}</p>
      <Form ref={form.ref} method="post" className="owner-login__form" aria-label={texts.title}>
        <ErrorSummary form={form} labels={labels} />
        <Field
          {...form.field("code")}
          label={labels.code}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
        />
        <SubmitButton className="button">{t("secondFactor.loginSubmit")}</SubmitButton>
      </Form>
    </div>
  );
}
