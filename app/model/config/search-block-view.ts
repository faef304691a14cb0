import { localizedValue } from "#app/domain/localized.ts";
import { formatNumber } from "#app/domain/numbers.ts";
import type { Language } from "#app/i18n/languages.ts";
import type { GoalCounts } from "#app/model/catalogue/search-counts.ts";
import type { Photo } from "#app/model/media/image-variants.ts";
import type { SiteConfig } from "./site-config.ts";

// docs/requirements.md §2 Home page search block: an optional logo, title and descriptions (each only when public),
// the descriptions' {{forSale}} and {{forRent}} replaced by the counts the listings show, and the
// counts on the two buttons when the count option is on.

export interface SearchBlockView {
  agencyName?: string | undefined;
  logo?: Photo | undefined;
  title?: string | undefined;
  descriptions: string[];
  /** Shown in brackets on the For sale / For rent buttons when above zero. */
  buttonCounts?: GoalCounts | undefined;
}

export function searchBlockView(
  config: SiteConfig | undefined,
  counts: GoalCounts,
  language: Language,
): SearchBlockView {
  if (!config) return { descriptions: [] };
  const { searchBlock, agency } = config;
  const shown = (text: { text: SiteConfig["searchBlock"]["title"]["text"]; public: boolean }) =>
    text.public ? localizedValue(text.text, language).trim() : "";
  const filled = (text: string) =>
    text
      .replaceAll("{{forSale}}", formatNumber(counts.sale))
      .replaceAll("{{forRent}}", formatNumber(counts.rent));
  const logo = searchBlock.showLogo ? agency.logo : undefined;
  return {
    agencyName: agency.name,
    logo: logo ? { key: logo.key, width: logo.width, height: logo.height } : undefined,
    title: shown(searchBlock.title) || undefined,
    descriptions: searchBlock.descriptions
      .map(shown)
      .filter((text) => text !== "")
      .map(filled),
    buttonCounts: searchBlock.showCounts ? counts : undefined,
  };
}
