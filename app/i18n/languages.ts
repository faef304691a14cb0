// docs/requirements.md §1: the site speaks en, nl, fr and de; the default comes from site configuration.
export const languages = ["en", "nl", "fr", "de"] as const;

export type Language = (typeof languages)[number];

// Until the site configuration document exists (domain issue), French is the default as in the spec's routes.
export const defaultLanguage: Language = "fr";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
}

/** The language named by the first path segment, if it is one of ours. */
export function languageOfPath(pathname: string): Language | undefined {
  const first = pathname.split("/")[1];
  return isLanguage(first) ? first : undefined;
}
