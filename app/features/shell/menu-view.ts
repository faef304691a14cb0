import { localizedValue } from "#app/domain/localized.ts";
import type { Language } from "#app/i18n/languages.ts";
import type { SiteConfig } from "#app/model/config/site-config.ts";
import type { MenuPage } from "#app/model/content/menu-page.ts";
import { menuPageUrl, pageAddress } from "#app/routing/menu-urls.ts";
import { pageUrl } from "#app/routing/route-table.ts";

// docs/requirements.md §2 Header menu: published menu pages (the reader gives only those) with their children, the
// home item only when configured, at most `maxMenuItems` visible and the rest in an overflow menu,
// and the optional free-evaluation button.

export interface MenuItemView {
  label: string;
  url: string;
  children: MenuItemView[];
}

export interface MenuView {
  items: MenuItemView[];
  overflow: MenuItemView[];
  freeEvaluationUrl?: string | undefined;
}

export function menuView(
  pages: MenuPage[],
  header: SiteConfig["header"] | undefined,
  language: Language,
): MenuView {
  const item = (page: MenuPage, parentUrl?: string): MenuItemView => {
    const url = menuPageUrl(pageAddress(page), language, parentUrl);
    return {
      label: localizedValue(page.params.title, language) || page.name,
      url,
      children: page.children.map((child) => item(child, url)),
    };
  };
  const items = pages
    .filter((page) => header?.showHomeItem || page.path.toLowerCase() !== "home")
    .map((page) => item(page));
  const max = header?.maxMenuItems ?? items.length;
  // An overflow menu of one item would hide it for nothing.
  const visible = items.length - max > 1 ? max : items.length;
  return {
    items: items.slice(0, visible),
    overflow: items.slice(visible),
    freeEvaluationUrl: header?.freeEvaluationButton
      ? pageUrl("freeEvaluation", language)
      : undefined,
  };
}
