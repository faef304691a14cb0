import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { ErrorSummary } from "#app/components/ui/form/error-summary.tsx";
import { Field } from "#app/components/ui/form/field.tsx";
import { FormGuard } from "#app/components/ui/form/form-guard.tsx";
import { SubmitButton } from "#app/components/ui/form/submit-button.tsx";
import { useCheckedForm } from "#app/components/ui/form/use-checked-form.ts";
import { useLanguage } from "#app/i18n/use-language.ts";
import type { InputConstraints } from "#app/model/forms/html-constraints.ts";
import type { FormFailure } from "#app/model/forms/submission.ts";
import type { GuardView } from "#app/model/guard/guard.ts";
import { pageUrl } from "#app/routing/route-table.ts";

interface LoginFormProps {
  constraints: Record<"login" | "password", InputConstraints>;
  failure: FormFailure | undefined;
  notice: "ended" | "loggedOut" | "reset" | undefined;
  /** During a wave of failed logins (ADR 035): the captcha, and a word on why. */
  guard: GuardView | undefined;
}

/**
 * docs/requirements.md §6: the owner login, a plain POST that works without JavaScript, except during a wave of
 * failed logins, when it carries the captcha (ADR 035) and says that it needs JavaScript.
 */
export function LoginForm({ constraints, failure, notice, guard }: LoginFormProps) {
  const { t } = useTranslation("owners");
  const language = useLanguage();
  const form = useCheckedForm("owner-login", constraints, failure);
  const labels = { login: t("login.login"), password: t("login.password") };
  return (
    <div className="container owner-login">
      <p className="owner-login__intro">{t("login.intro")}</p>
      {guard ? <p className="owner-login__notice">{t("wave.notice")}</p> : null}
      <Form
        ref={form.ref}
        method="post"
        className="owner-login__form"
        aria-label={t("login.title")}
      >
        {notice && !failure ? (
          <p className="owner-login__notice" role="status">
            {t(notice === "reset" ? "passwordReset.done" : `login.${notice}`)}
          </p>
        ) : null}
        <ErrorSummary form={form} labels={labels} />
        <Field
          {...form.field("login")}
          label={labels.login}
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
        <p className="owner-login__forgot">
          <a href={pageUrl("ownerPasswordForgot", language)}>{t("passwordReset.forgotLink")}</a>
        </p>
      </Form>
    </div>
  );
}
