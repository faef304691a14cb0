import type { SiteConfig } from "../config/site-config.ts";
import type { PageHead } from "../content/page-view.ts";
import type { Language } from "../i18n/languages.ts";
import { translator } from "../i18n/translator.server.ts";
import { messages } from "../locales/messages.server.ts";
import { type DescribedPage, defaultDescription } from "./page-description.ts";

/** The agency's name, else a generic one in the page language. */
export function siteNameOf(config: SiteConfig | undefined, language: Language): string {
  return config?.agency.name ?? messages[language].shell.defaultSiteName;
}

/** A page's head with its own description, else the default for its type (page-description.ts). */
export function described<H extends Pick<PageHead, "title" | "description">>(
  head: H,
  language: Language,
  config: SiteConfig | undefined,
  page: DescribedPage = { type: "page", title: head.title },
): H & { description: string } {
  const description =
    head.description ||
    defaultDescription(translator(language), page, siteNameOf(config, language));
  return { ...head, description };
}
