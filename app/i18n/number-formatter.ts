import type { FormatterModule } from "i18next";
import { formatNumber } from "#app/domain/numbers.ts";

/**
 * spec §9: a number put into a text ("{{count}} chambres", "page {{page}} of {{pages}}") is written the
 * Belgian Dutch way like every other figure of the site; anything else goes in as it is.
 */
export const numberFormatter: FormatterModule = {
  type: "formatter",
  init() {},
  add() {},
  addCached() {},
  // Not a number (a word, or undefined for a missing value): handed back untouched for i18next to handle.
  format: (value) => (typeof value === "number" ? formatNumber(value) : value),
};
