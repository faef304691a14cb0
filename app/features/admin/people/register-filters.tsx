import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { languages } from "#app/i18n/languages.ts";

// docs/requirements.md §17: a list's filters are a GET form, so the URL holds them (shareable, the back
// button works, no JavaScript needed).

export interface FilterValues {
  status?: string | undefined;
  language?: string | undefined;
  q?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

interface RegisterFiltersProps {
  values: FilterValues;
  /** The status options: value and label. */
  statuses: readonly { value: string; label: string }[];
}

export function RegisterFilters({ values, statuses }: RegisterFiltersProps) {
  const { t } = useTranslation("adminPeople");
  return (
    <Form method="get" className="desk-filters" aria-label={t("filters.heading")}>
      <div className="desk-filters__field">
        <label htmlFor="filter-status">{t("filters.status")}</label>
        <select id="filter-status" name="status" defaultValue={values.status ?? ""}>
          <option value="">{t("filters.any")}</option>
          {statuses.map((status) => (
            <option key={status.value} value={status.value}>
              {status.label}
            </option>
          ))}
        </select>
      </div>
      <div className="desk-filters__field">
        <label htmlFor="filter-language">{t("filters.language")}</label>
        <select id="filter-language" name="language" defaultValue={values.language ?? ""}>
          <option value="">{t("filters.any")}</option>
          {languages.map((language) => (
            <option key={language} value={language}>
              {language.toUpperCase()}
            </option>
          ))}
        </select>
      </div>
      <div className="desk-filters__field desk-filters__field--wide">
        <label htmlFor="filter-q">{t("filters.q")}</label>
        <input id="filter-q" name="q" type="search" maxLength={100} defaultValue={values.q} />
      </div>
      <div className="desk-filters__field">
        <label htmlFor="filter-from">{t("filters.from")}</label>
        <input id="filter-from" name="from" type="date" defaultValue={values.from} />
      </div>
      <div className="desk-filters__field">
        <label htmlFor="filter-to">{t("filters.to")}</label>
        <input id="filter-to" name="to" type="date" defaultValue={values.to} />
      </div>
      <div className="desk-filters__actions">
        <button type="submit" className="button">
          {t("filters.apply")}
        </button>
        <a href="?" className="button button--outline">
          {t("filters.reset")}
        </a>
      </div>
    </Form>
  );
}
