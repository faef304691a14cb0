import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { NewPasswordFields } from "#app/components/ui/form/account-fields.tsx";
import { useCheckedForm } from "#app/components/ui/form/use-checked-form.ts";
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
      <NewPasswordFields form={form} labels={labels} token={token} submit={t("password.submit")} />
    </Form>
  );
}
