import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { type MailState, mailStates } from "#app/model/admin/mail-log.ts";
import { useMailKindLabel } from "./mail-state.tsx";

interface MailFiltersProps {
  state: MailState | undefined;
  kind: string | undefined;
  kinds: string[];
  /** The list without filters. */
  clearUrl: string;
}

// The mail log's filters: a GET form, so the URL holds them (shareable, the back button works, no
// JavaScript needed).
export function MailFilters({ state, kind, kinds, clearUrl }: MailFiltersProps) {
  const { t } = useTranslation("adminOps");
  const kindLabel = useMailKindLabel();
  return (
    <Form method="get" className="desk-filters" aria-label={t("mail.filter")}>
      <div className="desk-filters__field">
        <label htmlFor="mail-state">{t("mail.state")}</label>
        <select id="mail-state" name="state" defaultValue={state ?? ""}>
          <option value="">{t("mail.all")}</option>
          {mailStates.map((value) => (
            <option key={value} value={value}>
              {t(`mail.states.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="desk-filters__field">
        <label htmlFor="mail-kind">{t("mail.kind")}</label>
        <select id="mail-kind" name="kind" defaultValue={kind ?? ""}>
          <option value="">{t("mail.all")}</option>
          {kinds.map((value) => (
            <option key={value} value={value}>
              {kindLabel(value)}
            </option>
          ))}
        </select>
      </div>
      <div className="desk-filters__actions">
        <button type="submit" className="button">
          {t("mail.apply")}
        </button>
        {state || kind ? <a href={clearUrl}>{t("mail.clear")}</a> : null}
      </div>
    </Form>
  );
}
