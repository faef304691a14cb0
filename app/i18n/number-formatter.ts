import type { FormatterModule } from "i18next";
import { formatNumber } from "#app/domain/numbers.ts";

/**
 * docs/requirements.md §9: a number put into a text ("{{count}} chambres", "page {{page}} of {{pages}}") is written the
 * Belgian Dutch way like every other figure of the site; anything else goes in as it is. Identifiers
 * and years are not quantities: "Référence 1096" and "© 2026", never "1.096" or "2.026".
 */
const notQuantities = new Set(["id", "year"]);

export const numberFormatter: FormatterModule = {
  type: "formatter",
  init() {},
  add() {},
  addCached() {},
  // Not a number (a word, or undefined for a missing value): handed back untouched for i18next to handle.
  format: (value, _format, _language, options) =>
    typeof value === "number" && !notQuantities.has(String(options?.interpolationkey))
      ? formatNumber(value)
      : value,
};
