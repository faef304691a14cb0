import type { MetaDescriptor } from "react-router";
import type { Language } from "../i18n/languages.ts";
import type { Messages } from "../locales/en.ts";
import { type PageKey, pageUrl } from "./route-table.ts";

interface ShellData {
  language: Language;
  messages: Messages;
  siteName: string;
  origin: string;
  enabledLanguages: Language[];
}

type PageWithMeta = {
  [K in keyof Messages]: Messages[K] extends { title: string } ? K : never;
}[keyof Messages];

const ogLocales: Record<Language, string> = { en: "en_GB", nl: "nl_BE", fr: "fr_BE", de: "de_BE" };

/**
 * The head of a page from the messages the root loader holds: title ("Page | Agency"), description,
 * Open Graph and Twitter cards, and for pages of the page table their canonical URL with an alternate
 * per enabled language plus x-default. Pages outside the table (404) are kept out of search engines.
 */
export function pageMeta(shell: ShellData, text: PageWithMeta, page?: PageKey): MetaDescriptor[] {
  const { title, description } = shell.messages[text] as { title: string; description?: string };
  const fullTitle = `${title} | ${shell.siteName}`;
  const tags: MetaDescriptor[] = [{ title: fullTitle }];
  if (description) tags.push({ name: "description", content: description });
  if (!page) return [...tags, { name: "robots", content: "noindex" }];

  const absolute = (path: string) => new URL(path, shell.origin).href;
  const canonical = absolute(pageUrl(page, shell.language));
  return [
    ...tags,
    { tagName: "link", rel: "canonical", href: canonical },
    ...shell.enabledLanguages.map((language) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: language,
      href: absolute(pageUrl(page, language)),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absolute("/") },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: shell.siteName },
    { property: "og:title", content: fullTitle },
    ...(description ? [{ property: "og:description", content: description }] : []),
    { property: "og:url", content: canonical },
    { property: "og:locale", content: ogLocales[shell.language] },
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: fullTitle },
  ];
}
