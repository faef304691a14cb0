import { createInstance, type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import type { Messages } from "#app/locales/en.ts";
import type { Language } from "./languages.ts";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: Messages };
  }
}

// An instance never changes language once made, so pages in the same language share it: the server
// would otherwise build one per request.
const instances = new WeakMap<Messages, i18n>();

/**
 * The i18next instance of one language, created synchronously from messages already in hand:
 * the server has them all, the browser receives the page language's through the root loader.
 */
export function i18nFor(language: Language, messages: Messages): i18n {
  const known = instances.get(messages);
  if (known?.language === language) return known;
  const instance = createInstance();
  instance.use(initReactI18next).init({
    lng: language,
    resources: { [language]: { translation: messages } },
    initAsync: false,
    // React escapes rendered text already.
    interpolation: { escapeValue: false },
  });
  instances.set(messages, instance);
  return instance;
}
