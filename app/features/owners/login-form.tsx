import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { LoginFields } from "#app/components/ui/form/account-fields.tsx";
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
        <LoginFields
          form={form}
          user="login"
          labels={labels}
          guard={guard}
          submit={t("login.submit")}
        />
        <p className="owner-login__forgot">
          <a href={pageUrl("ownerPasswordForgot", language)}>{t("passwordReset.forgotLink")}</a>
        </p>
      </Form>
    </div>
  );
}
