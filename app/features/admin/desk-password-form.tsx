import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { ErrorSummary } from "#app/components/ui/form/error-summary.tsx";
import { Field } from "#app/components/ui/form/field.tsx";
import { SubmitButton } from "#app/components/ui/form/submit-button.tsx";
import { useCheckedForm } from "#app/components/ui/form/use-checked-form.ts";
import { minimumPasswordLength } from "#app/domain/password-rules.ts";
import type { InputConstraints } from "#app/model/forms/html-constraints.ts";
import type { FormFailure } from "#app/model/forms/submission.ts";
import type { NewPasswordField } from "#app/model/owners/password-reset.ts";

/**
 * The set-password link's form (ADR 047, 049): the password twice, by the owners' rules and with
 * their messages; the link's token travels in the body.
 */
export function DeskPasswordForm({
  constraints,
  token,
  failure,
}: {
  constraints: Record<NewPasswordField, InputConstraints>;
  token: string;
  failure: FormFailure | undefined;
}) {
  const { t } = useTranslation("admin");
  const form = useCheckedForm("new-password", constraints, failure);
  const labels = {
    token: t("password.invalid"),
    password: t("password.password"),
    passwordRepeat: t("password.passwordRepeat"),
  };
  return (
    <Form ref={form.ref} method="post" className="desk-login__form">
      <ErrorSummary form={form} labels={labels} />
      <input type="hidden" name="token" value={token} />
      <Field
        {...form.field("password")}
        label={labels.password}
        type="password"
        autoComplete="new-password"
        minLength={minimumPasswordLength}
      />
      <Field
        {...form.field("passwordRepeat")}
        label={labels.passwordRepeat}
        type="password"
        autoComplete="new-password"
      />
      <SubmitButton className="button">{t("password.submit")}</SubmitButton>
    </Form>
  );
}
