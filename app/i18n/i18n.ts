import { createInstance, type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import type { Bundles, Messages } from "#app/locales/messages.ts";
import type { Language } from "./languages.ts";
import { numberFormatter } from "./number-formatter.ts";
import { rememberPlainTexts } from "./remembered-texts.ts";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: Messages;
  }
}

// An instance never changes once made, and a namespace's texts in one language are the same for every
// page, so pages with the same language and namespaces share one: the server would otherwise build
// one per request, the browser one per navigation.
const instances = new Map<string, i18n>();

/**
 * The i18next instance of one language with the given namespaces, created synchronously from
 * messages already in hand: the server has them all, the browser receives those of the page
 * (app/features/shell/localized.tsx). A namespace not given stays missing, on both sides alike.
 */
export function i18nFor(language: Language, messages: Bundles): i18n {
  const namespaces = Object.keys(messages).sort();
  const key = `${language}:${namespaces.join("+")}`;
  const known = instances.get(key);
  if (known) return known;
  const instance = createInstance();
  instance
    .use(initReactI18next)
    .use(numberFormatter)
    .init({
      lng: language,
      ns: namespaces,
      defaultNS: "common",
      resources: { [language]: messages },
      initAsync: false,
      // React escapes rendered text already; numbers get the site's one format (number-formatter.ts).
      interpolation: { escapeValue: false, alwaysFormat: true },
    });
  rememberPlainTexts(instance);
  instances.set(key, instance);
  return instance;
}
