import type { Kysely } from "kysely";
import { isoTimestamp, parseJsonObject } from "#app/data/rows.server.ts";
import type { Database } from "#app/data/schema.ts";
import { isLanguage } from "#app/i18n/languages.ts";
import type { AltTexts, MediaItem } from "#app/model/admin/media-library.ts";
import type { MediaKind } from "#app/model/media/media-limits.ts";

// Issue 27 "Media library", ADR 059: the library's rows (media_item, migration 0035) with their stored
// file (media_file). Newest first; the grid shows a page of them.

/** A page of the grid: more than an agency uploads in a season, few enough to render at once. */
export const mediaPageSize = 120;

function itemQuery(db: Kysely<Database>) {
  return db
    .selectFrom("media_item")
    .innerJoin("media_file", "media_file.id", "media_item.media_file_id")
    .select([
      "media_item.id",
      "media_item.media_file_id",
      "media_file.sha256",
      "media_item.kind",
      "media_item.name",
      "media_file.mime_type",
      "media_file.bytes",
      "media_file.width",
      "media_file.height",
      "media_item.alt",
      "media_item.created_at",
    ]);
}

type ItemRow = Awaited<ReturnType<ReturnType<typeof itemQuery>["executeTakeFirstOrThrow"]>>;

function itemOf(row: ItemRow): MediaItem {
  return {
    id: row.id,
    mediaFileId: row.media_file_id,
    sha256: row.sha256,
    kind: row.kind,
    name: row.name,
    mimeType: row.mime_type,
    bytes: Number(row.bytes),
    width: row.width,
    height: row.height,
    alt: altOf(row.alt),
    createdAt: isoTimestamp(row.created_at),
  };
}

function altOf(text: string): AltTexts {
  const alt: AltTexts = {};
  for (const [language, value] of Object.entries(parseJsonObject(text))) {
    if (isLanguage(language) && typeof value === "string") alt[language] = value;
  }
  return alt;
}

/** The newest items, of one kind or all. */
export async function listMediaItems(
  db: Kysely<Database>,
  kind: MediaKind | undefined,
): Promise<MediaItem[]> {
  let query = itemQuery(db);
  if (kind) query = query.where("media_item.kind", "=", kind);
  const rows = await query
    .orderBy("media_item.created_at", "desc")
    .orderBy("media_item.id", "desc")
    .limit(mediaPageSize)
    .execute();
  return rows.map(itemOf);
}

export async function readMediaItem(
  db: Kysely<Database>,
  id: number,
): Promise<MediaItem | undefined> {
  const row = await itemQuery(db).where("media_item.id", "=", id).executeTakeFirst();
  return row && itemOf(row);
}

/** The library's item for a stored file, if it has one. */
export async function mediaItemIdOfFile(
  db: Kysely<Database>,
  mediaFileId: number,
): Promise<number | undefined> {
  const row = await db
    .selectFrom("media_item")
    .select("id")
    .where("media_file_id", "=", mediaFileId)
    .executeTakeFirst();
  return row?.id;
}

export async function insertMediaItem(
  db: Kysely<Database>,
  item: {
    mediaFileId: number;
    kind: MediaKind;
    name: string;
    alt: AltTexts;
    staffId: number;
  },
  now: Date,
): Promise<number> {
  const row = await db
    .insertInto("media_item")
    .values({
      media_file_id: item.mediaFileId,
      kind: item.kind,
      name: item.name,
      alt: JSON.stringify(item.alt),
      staff_id: item.staffId,
      created_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateMediaAlt(
  db: Kysely<Database>,
  id: number,
  alt: AltTexts,
): Promise<void> {
  await db
    .updateTable("media_item")
    .set({ alt: JSON.stringify(alt) })
    .where("id", "=", id)
    .execute();
}

/** Takes the item and its stored file away (the caller checked that nothing uses the file). */
export async function deleteMediaItem(db: Kysely<Database>, item: MediaItem): Promise<void> {
  await db.deleteFrom("media_item").where("id", "=", item.id).execute();
  await db.deleteFrom("media_file").where("id", "=", item.mediaFileId).execute();
}
