import { data, type MiddlewareFunction } from "react-router";
import { dbContext, requestContext, siteContext } from "#app/contexts.ts";
import { readSiteConfig } from "#app/data/config/site-config.server.ts";
import { readMenuPages } from "#app/data/content/content-reader.server.ts";
import { defaultLanguage, languageOfPath, languages } from "#app/i18n/languages.ts";
import { speechOf } from "#app/locales/messages.server.ts";
import { type ArticleDrafts, noArticleDrafts } from "#app/model/content/article-document.ts";
import type { MenuPage } from "#app/model/content/menu-page.ts";
import {
  previewArticleDrafts,
  previewMenuPages,
  previewSiteConfig,
} from "#app/services/admin/site-preview.server.ts";
import { previewContext } from "./preview.server.ts";

/**
 * Reads the site configuration once per request; the menu pages only when a route asks for them,
 * and then once. Without settings (a database that does not answer) every page is a localized 503.
 * An admin's preview (ADR 061, 062, 063) reads the configuration, the menu pages and the articles with
 * their drafts applied; the article drafts are read only when a route reads articles.
 */
export const siteMiddleware: MiddlewareFunction<Response> = async ({ url, context }) => {
  const db = context.get(dbContext);
  const preview = context.get(previewContext);
  const config = await readSiteConfig(db)
    .then((live) => (preview ? previewSiteConfig(db, live) : live))
    .catch((error: unknown) => {
      context.get(requestContext).log.error("site settings unavailable", { error });
      throw data(speechOf(languageOfPath(url.pathname) ?? defaultLanguage), { status: 503 });
    });
  let menuPages: Promise<MenuPage[]> | undefined;
  let articleDrafts: Promise<ArticleDrafts> | undefined;
  context.set(siteContext, {
    config,
    languages: config?.languages ?? { enabled: [...languages], default: defaultLanguage },
    menuPages: () => {
      menuPages ??= preview ? previewMenuPages(db) : readMenuPages(db);
      return menuPages;
    },
    articleDrafts: () => {
      articleDrafts ??= preview ? previewArticleDrafts(db) : Promise.resolve(noArticleDrafts);
      return articleDrafts;
    },
  });
};
