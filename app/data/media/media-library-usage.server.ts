import type { Kysely } from "kysely";
import type { Database } from "#app/data/schema.ts";
import { mediaKey } from "#app/model/media/image-variants.ts";
import {
  type MediaUse,
  type MediaUsePlace,
  referencesTo,
} from "#app/model/media/media-references.ts";

// Issue 27 "Media library", ADR 059: every place that names a stored file, so that the desk shows
// where an item is used and refuses to delete it while it is. JSON documents are narrowed by a LIKE
// on the file's key, then parsed and walked (media-references.ts): the key in a text is no use.

/** The JSON documents that may name a file: what holds them, and their text. */
interface Document {
  place: MediaUsePlace;
  id: string;
  label: string;
  text: string;
}

function usesIn(documents: Document[], key: string): MediaUse[] {
  const uses: MediaUse[] = [];
  for (const { place, id, label, text } of documents) {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      continue;
    }
    for (const path of referencesTo(value, key)) {
      uses.push({ place, id, label: label && path ? `${label}: ${path}` : label || path });
    }
  }
  return uses;
}

/** Every use of the stored file with this id and hash (media_file.id, media_file.sha256). */
export async function mediaUsage(
  db: Kysely<Database>,
  file: { id: number; sha256: string },
): Promise<MediaUse[]> {
  const mediaFileId = file.id;
  const key = mediaKey(file.id, file.sha256);
  const like = `%${key}%`;
  const settings = await db
    .selectFrom("site_setting")
    .select(["key", "value"])
    .where("value", "like", like)
    .execute();
  const pages = await db
    .selectFrom("menu_page")
    .select(["id", "name", "params"])
    .where("params", "like", like)
    .execute();
  const modules = await db
    .selectFrom("page_module")
    .innerJoin("menu_page", "menu_page.id", "page_module.page_id")
    .select(["page_module.page_id", "menu_page.name", "page_module.settings"])
    .where("page_module.settings", "like", like)
    .execute();
  // Drafts (migration 0033, ADR 056): a file an unpublished edit names is in use too, or its
  // publish would show a missing image.
  const drafts = await db
    .selectFrom("content_draft")
    .select(["kind", "key", "body"])
    .where("body", "like", like)
    .execute();
  const articles = await db
    .selectFrom("article")
    .select(["id", "key", "image_id", "details"])
    .where((eb) => eb.or([eb("image_id", "=", mediaFileId), eb("details", "like", like)]))
    .execute();
  const attachments = await db
    .selectFrom("attachment")
    .select(["property_id", "project_id", "article_id"])
    .where("media_file_id", "=", mediaFileId)
    .execute();

  const documents: Document[] = [
    ...settings.map((row) => ({
      place: "settings" as const,
      id: row.key,
      label: "",
      text: row.value,
    })),
    ...pages.map((row) => ({
      place: "page" as const,
      id: String(row.id),
      label: row.name,
      text: row.params,
    })),
    ...modules.map((row) => ({
      place: "module" as const,
      id: String(row.page_id),
      label: row.name,
      text: row.settings,
    })),
    ...drafts.map((row) => ({
      place: "draft" as const,
      id: `${row.kind}/${row.key}`,
      label: `${row.kind} ${row.key}`,
      text: row.body,
    })),
  ];
  const articleUses = articles.flatMap((row): MediaUse[] => {
    const article = { place: "article" as const, id: String(row.id), label: row.key ?? "" };
    // The article's image is both its image_id column and a copy in its details: one use.
    if (row.image_id === mediaFileId) return [article];
    return usesIn([{ ...article, text: row.details }], key);
  });
  return [...usesIn(documents, key), ...articleUses, ...attachments.map(attachmentUse)];
}

function attachmentUse(row: {
  property_id: number | null;
  project_id: number | null;
  article_id: number | null;
}): MediaUse {
  if (row.property_id !== null)
    return { place: "property", id: String(row.property_id), label: "" };
  if (row.project_id !== null) return { place: "project", id: String(row.project_id), label: "" };
  return { place: "article", id: String(row.article_id), label: "" };
}
