import { useTranslation } from "react-i18next";
import { defaultLanguage, isLanguage, type Language } from "./languages.ts";

/** The language the page is rendered in. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : defaultLanguage;
}
