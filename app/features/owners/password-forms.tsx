import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { NewPasswordFields } from "#app/components/ui/form/account-fields.tsx";
import { ErrorSummary } from "#app/components/ui/form/error-summary.tsx";
import { Field } from "#app/components/ui/form/field.tsx";
import { FormGuard } from "#app/components/ui/form/form-guard.tsx";
import { SubmitButton } from "#app/components/ui/form/submit-button.tsx";
import { useCheckedForm } from "#app/components/ui/form/use-checked-form.ts";
import type { InputConstraints } from "#app/model/forms/html-constraints.ts";
import type { FormFailure } from "#app/model/forms/submission.ts";
import type { GuardView } from "#app/model/guard/guard.ts";
import type { NewPasswordField, ResetRequestField } from "#app/model/owners/password-reset.ts";

// docs/requirements.md §15 "forgotten password": the request for a link, then the new password. Plain forms: they
// work without JavaScript, and the answer is a page of its own.

export function ResetRequestForm(props: {
  constraints: Record<ResetRequestField, InputConstraints>;
  guard: GuardView;
  failure: FormFailure | undefined;
  sent: boolean;
}) {
  const { t } = useTranslation("owners");
  const form = useCheckedForm("password-reset", props.constraints, props.failure);
  const labels = { login: t("login.login") };
  return (
    <div className="container owner-login">
      <p className="owner-login__intro">{t("passwordReset.requestIntro")}</p>
      {props.sent ? (
        <p className="owner-login__notice" role="status">
          {t("passwordReset.requestSent")}
        </p>
      ) : (
        <Form
          ref={form.ref}
          method="post"
          className="owner-login__form"
          aria-label={t("passwordReset.requestTitle")}
        >
          <ErrorSummary form={form} labels={labels} />
          <Field
            {...form.field("login")}
            label={labels.login}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
          />
          <FormGuard id={form.id} guard={props.guard} />
          <SubmitButton className="button">{t("passwordReset.requestSend")}</SubmitButton>
        </Form>
      )}
    </div>
  );
}

export function NewPasswordForm(props: {
  constraints: Record<NewPasswordField, InputConstraints>;
  token: string | undefined;
  failure: FormFailure | undefined;
  invalid: boolean;
  requestUrl: string;
}) {
  const { t } = useTranslation("owners");
  const form = useCheckedForm("new-password", props.constraints, props.failure);
  const labels = {
    token: t("passwordReset.errors.link"),
    password: t("passwordReset.password"),
    passwordRepeat: t("passwordReset.passwordRepeat"),
  };
  if (props.invalid || !props.token)
    return (
      <div className="container owner-login">
        <p className="owner-login__notice" role="alert">
          {t("passwordReset.invalid")}
        </p>
        <p>
          <a href={props.requestUrl}>{t("passwordReset.requestTitle")}</a>
        </p>
      </div>
    );
  return (
    <div className="container owner-login">
      <p className="owner-login__intro">{t("passwordReset.resetIntro")}</p>
      <Form
        ref={form.ref}
        method="post"
        className="owner-login__form"
        aria-label={t("passwordReset.resetTitle")}
      >
        <NewPasswordFields
          form={form}
          labels={labels}
          token={props.token}
          submit={t("passwordReset.resetSend")}
        />
      </Form>
    </div>
  );
}
