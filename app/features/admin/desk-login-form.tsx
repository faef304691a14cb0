import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { ErrorSummary } from "#app/components/ui/form/error-summary.tsx";
import { Field } from "#app/components/ui/form/field.tsx";
import { FormGuard } from "#app/components/ui/form/form-guard.tsx";
import { SubmitButton } from "#app/components/ui/form/submit-button.tsx";
import { useCheckedForm } from "#app/components/ui/form/use-checked-form.ts";
import type { InputConstraints } from "#app/model/forms/html-constraints.ts";
import type { FormFailure } from "#app/model/forms/submission.ts";
import type { GuardView } from "#app/model/guard/guard.ts";

export type DeskLoginNotice = "ended" | "loggedOut";

interface DeskLoginFormProps {
  constraints: Record<"email" | "password", InputConstraints>;
  failure: FormFailure | undefined;
  notice: DeskLoginNotice | undefined;
  /** During a wave of failed logins (ADR 035): the captcha, and a word on why. */
  guard: GuardView | undefined;
}

/** The desk's login (ADR 049): a plain POST, with the captcha during a wave of failed logins. */
export function DeskLoginForm({ constraints, failure, notice, guard }: DeskLoginFormProps) {
  const { t } = useTranslation("admin");
  const form = useCheckedForm("desk-login", constraints, failure);
  const labels = { email: t("login.email"), password: t("login.password") };
  return (
    <Form ref={form.ref} method="post" className="desk-login__form" aria-label={t("login.title")}>
      {guard ? <p className="desk-notice">{t("login.wave")}</p> : null}
      {notice && !failure ? (
        <p className="desk-notice" role="status">
          {t(`login.${notice}`)}
        </p>
      ) : null}
      <ErrorSummary form={form} labels={labels} />
      <Field
        {...form.field("email")}
        label={labels.email}
        type="email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
      />
      <Field
        {...form.field("password")}
        label={labels.password}
        type="password"
        autoComplete="current-password"
      />
      {guard ? <FormGuard id={form.id} guard={guard} /> : null}
      <SubmitButton className="button">{t("login.submit")}</SubmitButton>
    </Form>
  );
}
