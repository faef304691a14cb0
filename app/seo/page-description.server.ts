import type { Language } from "#app/i18n/languages.ts";
import { translator } from "#app/i18n/translator.server.ts";
import { messages } from "#app/locales/messages.server.ts";
import type { SiteConfig } from "#app/model/config/site-config.ts";
import type { PageHead } from "#app/model/content/page-view.ts";
import { type DescribedPage, defaultDescription } from "./page-description.ts";

/** The agency's name, else a generic one in the page language. */
export function siteNameOf(config: SiteConfig | undefined, language: Language): string {
  return config?.agency.name ?? messages[language].common.shell.defaultSiteName;
}

/**
 * A page's head with its own description, else the agency's default description (issue 27 "Settings",
 * SEO defaults) for the home page and the other content pages, else the default for its type
 * (page-description.ts). A listing keeps its sentence, which names what the visitor filtered.
 */
export function described<H extends Pick<PageHead, "title" | "description">>(
  head: H,
  language: Language,
  config: SiteConfig | undefined,
  page: DescribedPage = { type: "page", title: head.title },
): H & { description: string } {
  const description =
    head.description ||
    (page.type === "home" || page.type === "page" ? config?.seo.description[language] : "") ||
    defaultDescription(translator(language), page, siteNameOf(config, language));
  return { ...head, description };
}
