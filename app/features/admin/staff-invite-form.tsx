import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { ErrorSummary } from "#app/components/ui/form/error-summary.tsx";
import { Field } from "#app/components/ui/form/field.tsx";
import { formView } from "#app/components/ui/form/form-view.ts";
import { SubmitButton } from "#app/components/ui/form/submit-button.tsx";
import type { Language } from "#app/i18n/languages.ts";
import { staffRoles } from "#app/model/admin/staff-account.ts";
import type { InputConstraints } from "#app/model/forms/html-constraints.ts";
import type { FormFailure } from "#app/model/forms/submission.ts";
import { LanguageOptions } from "./language-options.tsx";

// ADR 050: an admin invites a member; the mail goes in the language chosen here, the desk's language
// for the member from then on. A plain POST to `?do=invite`.

type InviteField = "email" | "name" | "role" | "language";

interface InviteFormProps {
  constraints: Record<InviteField, InputConstraints>;
  failure: FormFailure | undefined;
  /** Preselected: the site's default language. */
  language: Language;
}

export function StaffInviteForm({ constraints, failure, language }: InviteFormProps) {
  const { t } = useTranslation("adminStaff");
  const form = formView("invite", constraints, failure);
  const labels = {
    email: t("invite.email"),
    name: t("invite.name"),
    role: t("invite.role"),
    language: t("invite.language"),
  };
  return (
    <section className="desk-panel" aria-labelledby="invite-heading">
      <h2 id="invite-heading">{t("invite.heading")}</h2>
      <p className="staff-panel__intro">{t("invite.intro")}</p>
      <Form method="post" action="?do=invite" className="staff-form">
        <ErrorSummary form={form} labels={labels} />
        <div className="staff-form__fields">
          <Field
            {...form.field("email")}
            label={labels.email}
            type="email"
            autoComplete="off"
            spellCheck={false}
          />
          <Field {...form.field("name")} label={labels.name} autoComplete="off" />
          <Field {...form.field("role")} label={labels.role} hint={t("invite.roleHelp")}>
            {(control) => (
              <select {...control} defaultValue={control.defaultValue ?? "agent"}>
                {staffRoles.map((role) => (
                  <option key={role} value={role}>
                    {t(`roles.${role}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field {...form.field("language")} label={labels.language}>
            {(control) => (
              <select {...control} defaultValue={control.defaultValue ?? language}>
                <LanguageOptions />
              </select>
            )}
          </Field>
        </div>
        <SubmitButton className="button">{t("invite.submit")}</SubmitButton>
      </Form>
    </section>
  );
}
