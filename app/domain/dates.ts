import type { Language } from "#app/i18n/languages.ts";

// docs/requirements.md §9: dates day-month-year, written as each language does in Belgium (22/11/2026 in Dutch, French
// and English, 22.11.2026 in German). Formatters are made once.

const locales: Record<Language, string> = { nl: "nl-BE", fr: "fr-BE", en: "en-GB", de: "de-BE" };
const formatters = Object.fromEntries(
  Object.entries(locales).map(([language, locale]) => [
    language,
    new Intl.DateTimeFormat(locale, {
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
      timeZone: "Europe/Brussels",
    }),
  ]),
) as Record<Language, Intl.DateTimeFormat>;

export function formatDate(date: Date | string, language: Language): string {
  const value = typeof date === "string" ? new Date(date) : date;
  return Number.isNaN(value.getTime()) ? "" : formatters[language].format(value);
}

const weekdayFormatters = Object.fromEntries(
  Object.entries(locales).map(([language, locale]) => [
    language,
    new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" }),
  ]),
) as Record<Language, Intl.DateTimeFormat>;

/** A calendar day (YYYY-MM-DD) with its weekday: "Wednesday 25/11/2026", "woensdag 25/11/2026". */
export function formatDay(day: string, language: Language): string {
  const noon = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(noon.getTime())) return "";
  return `${weekdayFormatters[language].format(noon)} ${formatDate(noon, language)}`;
}

const timeFormatter = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Brussels",
  hour: "2-digit",
  minute: "2-digit",
});

/** A day and the agency's time of day: "27/11/2026 14:05" (the owner's sessions, the login mail). */
export function formatDateTime(date: Date, language: Language): string {
  return `${formatDate(date, language)} ${timeFormatter.format(date)}`;
}
