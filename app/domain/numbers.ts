import type { Language } from "#app/i18n/languages.ts";

// Surfaces, widths and counts written the Belgian way of the page's language (678,5 m² in fr and nl).
const formats = new Map<Language, Intl.NumberFormat>();

export function formatNumber(value: number, language: Language): string {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(`${language}-BE`, { maximumFractionDigits: 1 });
    formats.set(language, format);
  }
  return format.format(value);
}
