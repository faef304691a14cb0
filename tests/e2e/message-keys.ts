import { common } from "#app/locales/en/common.ts";
import { leads } from "#app/locales/en/leads.ts";
import { listings } from "#app/locales/en/listings.ts";
import { property } from "#app/locales/en/property.ts";

// i18next shows a key in place of its text when the page lacks the key's namespace: every key of
// every namespace, without plural suffixes, is what a page must never show.
function keys(value: unknown, prefix = ""): string[] {
  if (typeof value === "string" || Array.isArray(value))
    return [prefix.replace(/_(one|other)$/, "")];
  return Object.entries(value as object).flatMap(([key, child]) =>
    keys(child, prefix ? `${prefix}.${key}` : key),
  );
}

export const messageKeys = [
  ...new Set([common, listings, property, leads].flatMap((n) => keys(n))),
];
