import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { SubmitButton } from "#app/components/ui/form/submit-button.tsx";
import type { Language } from "#app/i18n/languages.ts";
import type { SessionView } from "#app/model/owners/sessions.ts";
import { LanguageOptions } from "./language-options.tsx";
import { StaffSessionsTable } from "./staff-sessions-table.tsx";

// docs/requirements.md §17: a member's own account page: the desk's language, saved on the account,
// and where they are logged in, with "log out this one" and "log out everywhere else" (ADR 036).

export function AccountLanguagePanel({ language }: { language: Language }) {
  const { t } = useTranslation("adminStaff");
  return (
    <section className="desk-panel" aria-labelledby="language-heading">
      <h2 id="language-heading">{t("account.languageHeading")}</h2>
      <Form method="post" action="?do=language" className="staff-form staff-form--inline">
        <div className="field">
          <label htmlFor="account-language">{t("account.language")}</label>
          <select id="account-language" name="language" defaultValue={language}>
            <LanguageOptions />
          </select>
        </div>
        <SubmitButton className="button">{t("account.languageSubmit")}</SubmitButton>
      </Form>
    </section>
  );
}

export function AccountSessionsPanel({ sessions }: { sessions: SessionView[] }) {
  const { t } = useTranslation("adminStaff");
  return (
    <section className="desk-panel" aria-labelledby="my-sessions-heading">
      <h2 id="my-sessions-heading">{t("account.sessionsHeading")}</h2>
      <p className="staff-panel__intro">{t("account.sessionsIntro")}</p>
      <StaffSessionsTable sessions={sessions} />
      {sessions.some((session) => !session.current) ? (
        <Form method="post" action="?do=end-others" className="staff-action">
          <SubmitButton className="button button--outline">{t("sessions.endOthers")}</SubmitButton>
        </Form>
      ) : null}
    </section>
  );
}
