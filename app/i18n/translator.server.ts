import type { TFunction } from "i18next";
import { messages } from "#app/locales/messages.server.ts";
import { i18nFor } from "./i18n.ts";
import { type Language, languages } from "./languages.ts";

/** A translate function for loaders and meta data, which run outside React: every namespace. */
export function translator(language: Language): TFunction {
  return i18nFor(language, messages[language]).t;
}

export function languageNames(): Record<Language, string> {
  return Object.fromEntries(languages.map((l) => [l, messages[l].common.language.name])) as Record<
    Language,
    string
  >;
}
