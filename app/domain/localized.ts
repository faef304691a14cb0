// docs/requirements.md §3 "Localised values": objects keyed by language code, falling back to the upper-case code,
// else empty.

export type LocalizedValue = Readonly<Record<string, string | null | undefined>> | null | undefined;

export function localizedValue(value: LocalizedValue, language: string): string {
  if (!value) return "";
  return value[language] ?? value[language.toUpperCase()] ?? "";
}
