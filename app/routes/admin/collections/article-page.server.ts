import { data, type RouterContextProvider } from "react-router";
import { dbContext } from "#app/contexts.ts";
import { listMediaItems } from "#app/data/media/media-library.server.ts";
import type { Language } from "#app/i18n/languages.ts";
import type { LibraryFile } from "#app/model/admin/article-form.ts";
import { pickerImageOf } from "#app/model/admin/media-library.ts";
import { readDeskId } from "#app/model/admin/url-filter.ts";
import type { ArticleDocument } from "#app/model/content/article-document.ts";
import { openDocument } from "#app/services/admin/site-publishing.server.ts";
import { categoryOf } from "./category-page.server.ts";

// Issue 27 "Pages and collections", ADR 063: what an article's editor's loader and action share: the
// article a URL names in its category (else the desk's 404), the state the form starts from (its draft,
// else its live state), and the library's images and PDFs the form offers.

export async function openArticle(
  context: Readonly<RouterContextProvider>,
  params: { category?: string | undefined; id?: string | undefined },
) {
  const category = categoryOf(params);
  const id = readDeskId(params.id);
  const ref = { kind: "article", key: String(id) } as const;
  const document = id === undefined ? undefined : await openDocument(context.get(dbContext), ref);
  const live = document?.live as ArticleDocument | undefined;
  if (!document || live?.category !== category) throw data(null, { status: 404 });
  const current = (document.draft?.body as ArticleDocument | undefined) ?? live;
  return { category, id: Number(id), ref, hasDraft: document.draft !== undefined, current };
}

export async function editorLibrary(
  context: Readonly<RouterContextProvider>,
  language: Language,
): Promise<{ images: NonNullable<ReturnType<typeof pickerImageOf>>[]; files: LibraryFile[] }> {
  const db = context.get(dbContext);
  const [images, pdfs] = await Promise.all([
    listMediaItems(db, "image"),
    listMediaItems(db, "pdf"),
  ]);
  return {
    images: images.flatMap((item) => pickerImageOf(item, language) ?? []),
    files: pdfs.map((item) => ({ mediaFileId: item.mediaFileId, name: item.name })),
  };
}
