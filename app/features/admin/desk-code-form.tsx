import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { ErrorSummary } from "#app/components/ui/form/error-summary.tsx";
import { Field } from "#app/components/ui/form/field.tsx";
import { SubmitButton } from "#app/components/ui/form/submit-button.tsx";
import { useCheckedForm } from "#app/components/ui/form/use-checked-form.ts";
import type { InputConstraints } from "#app/model/forms/html-constraints.ts";
import type { FormFailure } from "#app/model/forms/submission.ts";

/**
 * A code typed at the desk's login (ADR 049): the login's second step (`desk-code`: the app's or a
 * recovery code) or the first code of a new setup (`desk-app-code`).
 */
export function DeskCodeForm({
  form: name,
  constraints,
  failure,
  submit,
  hint,
  action,
}: {
  form: "desk-code" | "desk-app-code";
  constraints: Record<"code", InputConstraints>;
  failure: FormFailure | undefined;
  submit: string;
  hint?: string | undefined;
  /** Where it posts: the page's own address unless told (the account page's `?do=`). */
  action?: string | undefined;
}) {
  const { t } = useTranslation("admin");
  const form = useCheckedForm(name, constraints, failure);
  const labels = { code: t("twoStep.code") };
  return (
    <Form ref={form.ref} method="post" action={action} className="desk-login__form">
      <ErrorSummary form={form} labels={labels} />
      <Field
        {...form.field("code")}
        label={labels.code}
        hint={hint}
        inputMode={name === "desk-app-code" ? "numeric" : undefined}
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
      />
      <SubmitButton className="button">{submit}</SubmitButton>
    </Form>
  );
}
