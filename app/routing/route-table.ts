import type { Language } from "../i18n/languages.ts";

/**
 * Every page of the site as data: one row per page key, one path per language.
 * `app/routes.ts` turns each row into one route per language, each with its own id,
 * so a new page adds a row here and a route module, never routing code.
 * Paths are relative to the language prefix and end with a slash ("" is the language home).
 */
export interface PageDefinition {
  module: string;
  paths: Record<Language, string>;
}

export const pageTable = {
  home: { module: "routes/home.tsx", paths: { en: "", nl: "", fr: "", de: "" } },
} as const satisfies Record<string, PageDefinition>;

export type PageKey = keyof typeof pageTable;

/** The URL of a page in a language, with the trailing slash the server canonicalizes to. */
export function pageUrl(page: PageKey, language: Language): string {
  return `/${language}/${pageTable[page].paths[language]}`;
}

export function routeId(page: PageKey, language: Language): string {
  return `${page}.${language}`;
}
