import { createInstance, type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import type { Messages } from "../locales/en.ts";
import type { Language } from "./languages.ts";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: Messages };
  }
}

/**
 * One i18next instance for one language, created synchronously from messages already in hand:
 * the server has them all, the browser receives the page language's through the root loader.
 */
export function createI18n(language: Language, messages: Messages): i18n {
  const instance = createInstance();
  instance.use(initReactI18next).init({
    lng: language,
    resources: { [language]: { translation: messages } },
    initAsync: false,
    // React escapes rendered text already.
    interpolation: { escapeValue: false },
  });
  return instance;
}
