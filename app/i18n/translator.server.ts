import type { TFunction } from "i18next";
import { messages } from "#app/locales/messages.server.ts";
import { i18nFor } from "./i18n.ts";
import { type Language, languages } from "./languages.ts";

// Created once per language at first use, then shared by every request.
const translators = new Map<Language, TFunction>();

/** A translate function for loaders and meta data, which run outside React. */
export function translator(language: Language): TFunction {
  let t = translators.get(language);
  if (!t) {
    t = i18nFor(language, messages[language]).t;
    translators.set(language, t);
  }
  return t;
}

export function languageNames(): Record<Language, string> {
  return Object.fromEntries(languages.map((l) => [l, messages[l].language.name])) as Record<
    Language,
    string
  >;
}
