import type { Language } from "../i18n/languages.ts";

// spec §9: dates day-month-year, written as each language does in Belgium (22/11/2026 in Dutch, French
// and English, 22.11.2026 in German). Formatters are made once.

const formatters: Record<Language, Intl.DateTimeFormat> = {
  nl: new Intl.DateTimeFormat("nl-BE", {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    timeZone: "Europe/Brussels",
  }),
  fr: new Intl.DateTimeFormat("fr-BE", {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    timeZone: "Europe/Brussels",
  }),
  en: new Intl.DateTimeFormat("en-GB", {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    timeZone: "Europe/Brussels",
  }),
  de: new Intl.DateTimeFormat("de-BE", {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    timeZone: "Europe/Brussels",
  }),
};

export function formatDate(date: Date | string, language: Language): string {
  const value = typeof date === "string" ? new Date(date) : date;
  return Number.isNaN(value.getTime()) ? "" : formatters[language].format(value);
}
