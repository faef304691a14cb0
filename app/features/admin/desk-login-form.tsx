import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { LoginFields } from "#app/components/ui/form/account-fields.tsx";
import { useCheckedForm } from "#app/components/ui/form/use-checked-form.ts";
import type { InputConstraints } from "#app/model/forms/html-constraints.ts";
import type { FormFailure } from "#app/model/forms/submission.ts";
import type { GuardView } from "#app/model/guard/guard.ts";

export type DeskLoginNotice = "ended" | "loggedOut" | "passwordSet";

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
          {t(notice === "passwordSet" ? "password.saved" : `login.${notice}`)}
        </p>
      ) : null}
      <LoginFields
        form={form}
        user="email"
        userType="email"
        labels={labels}
        guard={guard}
        submit={t("login.submit")}
      />
    </Form>
  );
}
