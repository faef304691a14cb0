import type { MetaDescriptor } from "react-router";
import type { Language } from "#app/i18n/languages.ts";
import type { PageHead } from "#app/model/content/page-view.ts";

interface ShellData {
  language: Language;
  siteName: string;
  origin: string;
  enabledLanguages: Language[];
  /** Issue 27 "Settings", SEO defaults: written after every title, as the agency typed it. */
  titleSuffix?: string | undefined;
  /** Issue 27 "Settings", SEO defaults: the share image of a page without its own. */
  shareImage?: string | undefined;
}

/** A page's title as browsers and search engines show it: "Page | Agency", or the agency's own suffix. */
export function fullTitle(title: string, shell: Pick<ShellData, "siteName" | "titleSuffix">) {
  return `${title}${shell.titleSuffix ?? ` | ${shell.siteName}`}`;
}

const ogLocales: Record<Language, string> = { en: "en_GB", nl: "nl_BE", fr: "fr_BE", de: "de_BE" };

/**
 * The head of a page: title ("Page | Agency"), description, Open Graph and Twitter cards, its
 * canonical URL with an alternate per enabled language it exists in plus x-default. A page without
 * URLs (the 404 page) is kept out of search engines.
 */
export function pageMeta(
  shell: ShellData,
  head: Omit<PageHead, "alternates"> & { alternates?: PageHead["alternates"] },
): MetaDescriptor[] {
  const title = fullTitle(head.title, shell);
  const tags: MetaDescriptor[] = [{ title }];
  if (head.description) tags.push({ name: "description", content: head.description });
  const own = head.alternates?.[shell.language];
  if (!head.alternates || !own) return [...tags, { name: "robots", content: "noindex" }];

  const absolute = (path: string) => new URL(path, shell.origin).href;
  const canonical = absolute(own);
  const ogDescription = head.ogDescription ?? head.description;
  const twitterDescription = head.twitterDescription ?? ogDescription;
  const image = head.image ?? shell.shareImage;
  return [
    ...tags,
    ...(head.noindex ? [{ name: "robots", content: "noindex" }] : []),
    { tagName: "link", rel: "canonical", href: canonical },
    ...(head.prev ? [{ tagName: "link", rel: "prev", href: absolute(head.prev) }] : []),
    ...(head.next ? [{ tagName: "link", rel: "next", href: absolute(head.next) }] : []),
    ...shell.enabledLanguages.flatMap((language) => {
      const href = head.alternates?.[language];
      return href
        ? [{ tagName: "link", rel: "alternate", hrefLang: language, href: absolute(href) }]
        : [];
    }),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absolute("/") },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: shell.siteName },
    { property: "og:title", content: head.ogTitle ?? title },
    ...(ogDescription ? [{ property: "og:description", content: ogDescription }] : []),
    { property: "og:url", content: canonical },
    { property: "og:locale", content: ogLocales[shell.language] },
    ...(image ? [{ property: "og:image", content: absolute(image) }] : []),
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: head.twitterTitle ?? head.ogTitle ?? title },
    ...(twitterDescription ? [{ name: "twitter:description", content: twitterDescription }] : []),
  ];
}
