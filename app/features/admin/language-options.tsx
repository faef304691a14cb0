import { useTranslation } from "react-i18next";
import { languages } from "#app/i18n/languages.ts";

/** The desk's four languages, each named in itself (docs/requirements.md §17). */
export function LanguageOptions() {
  const { t } = useTranslation("adminStaff");
  return languages.map((code) => (
    <option key={code} value={code} lang={code}>
      {t(`languages.${code}`)}
    </option>
  ));
}
