import { rm } from "node:fs/promises";
import type { Kysely } from "kysely";
import {
  deleteMediaItem,
  insertMediaItem,
  mediaItemIdOfFile,
  readMediaItem,
  updateMediaAlt,
} from "#app/data/media/media-library.server.ts";
import { mediaUsage } from "#app/data/media/media-library-usage.server.ts";
import {
  findMediaContent,
  originalPath,
  storeMediaContent,
  variantsPath,
} from "#app/data/media/media-store.server.ts";
import type { Database } from "#app/data/schema.ts";
import type { Language } from "#app/i18n/languages.ts";
import type { AltTexts, MediaItem } from "#app/model/admin/media-library.ts";
import type { MediaKind } from "#app/model/media/media-limits.ts";
import type { MediaUse } from "#app/model/media/media-references.ts";
import type { MediaVariantQueue } from "./desk-operations.ts";
import { type ContentVerdict, sniffUpload } from "./media-library-content.server.ts";
import { auditAct, type StaffAct } from "./staff-act.server.ts";

// Issue 27 "Media library", ADR 059: the desk's use cases on the library. An image needs its
// alternative text in every language the site speaks (WCAG 1.1.1); a file in use is not deleted.

export interface MediaUpload {
  /** The name the file was uploaded under, as the browser gave it. */
  name: string;
  content: Buffer;
  alt: AltTexts;
}

/** What the library's use cases need beyond the act: where files live, the site's languages. */
export interface MediaLibraryFacts {
  mediaDir: string;
  enabled: readonly Language[];
  variants: MediaVariantQueue;
  /** The size caps (media-limits.ts), lowered by tests. */
  limits?: Record<MediaKind, number>;
}

export type UploadOutcome =
  | { uploaded: number; variants: ReturnType<MediaVariantQueue["add"]> | undefined }
  | { duplicate: number }
  | { missingAlt: Language[] }
  | Extract<ContentVerdict, { refused: string }>;

const mediaObject = (id: number) => ({ kind: "media", id });

/** The languages of the site an image has no alternative text in. */
const missingAlt = (alt: AltTexts, enabled: readonly Language[]) =>
  enabled.filter((language) => !alt[language]);

/** A file's name as kept: its last path segment, without control characters, at most 200 characters. */
function keptName(name: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is taken out.
  const base = (name.split(/[\\/]/).pop() ?? "").replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return base.slice(0, 200) || "file";
}

export async function uploadMedia(
  act: StaffAct,
  facts: MediaLibraryFacts,
  upload: MediaUpload,
): Promise<UploadOutcome> {
  const verdict = await sniffUpload(upload.content, facts.limits);
  if ("refused" in verdict) return verdict;
  if (verdict.kind === "image") {
    const missing = missingAlt(upload.alt, facts.enabled);
    if (missing.length > 0) return { missingAlt: missing };
  }
  const known = await findMediaContent(act.db, upload.content);
  const existing = known.stored && (await mediaItemIdOfFile(act.db, known.stored.id));
  if (existing) return { duplicate: existing };

  const written: string[] = [];
  try {
    const { id, stored } = await act.db.transaction().execute(async (trx) => {
      const stored = await storeMediaContent(
        trx,
        facts.mediaDir,
        upload.content,
        verdict.mimeType,
        act.now,
        (file) => written.push(file),
      );
      const id = await insertMediaItem(
        trx,
        {
          mediaFileId: stored.id,
          kind: verdict.kind,
          name: keptName(upload.name),
          alt: upload.alt,
          staffId: act.actorId,
        },
        act.now,
      );
      await auditAct(
        { ...act, db: trx },
        {
          action: "media.upload",
          object: mediaObject(id),
          detail: { kind: verdict.kind, bytes: upload.content.length },
        },
      );
      return { id, stored };
    });
    const variants =
      verdict.kind === "image" && stored.width
        ? facts.variants.add({ sha256: stored.sha256, width: stored.width })
        : undefined;
    return { uploaded: id, variants };
  } catch (error) {
    // The original written for a row that was never committed goes too.
    await Promise.all(written.map((file) => rm(file, { force: true })));
    throw error;
  }
}

export async function setMediaAlt(
  act: StaffAct,
  enabled: readonly Language[],
  id: number,
  alt: AltTexts,
): Promise<{ unknown: true } | { missingAlt: Language[] } | { saved: true }> {
  const item = await readMediaItem(act.db, id);
  if (!item) return { unknown: true };
  if (item.kind === "image") {
    const missing = missingAlt(alt, enabled);
    if (missing.length > 0) return { missingAlt: missing };
  }
  await act.db.transaction().execute(async (trx) => {
    await updateMediaAlt(trx, id, alt);
    await auditAct(
      { ...act, db: trx },
      {
        action: "media.alt",
        object: mediaObject(id),
        detail: { languages: Object.keys(alt).length },
      },
    );
  });
  return { saved: true };
}

/** Deletes an item nothing uses, with its stored file and variants; else says where it is used. */
export async function deleteMedia(
  act: StaffAct,
  mediaDir: string,
  id: number,
): Promise<{ unknown: true } | { used: MediaUse[] } | { deleted: true }> {
  const outcome = await act.db
    .transaction()
    .execute(
      async (trx): Promise<{ unknown: true } | { used: MediaUse[] } | { deleted: MediaItem }> => {
        const item = await readMediaItem(trx, id);
        if (!item) return { unknown: true };
        const used = await mediaUsage(trx, { id: item.mediaFileId, sha256: item.sha256 });
        if (used.length > 0) return { used };
        await deleteMediaItem(trx, item);
        await auditAct(
          { ...act, db: trx },
          { action: "media.delete", object: mediaObject(id), detail: { kind: item.kind } },
        );
        return { deleted: item };
      },
    );
  if (!("deleted" in outcome)) return outcome;
  const { sha256 } = outcome.deleted;
  await rm(originalPath(mediaDir, sha256), { force: true });
  await rm(variantsPath(mediaDir, sha256), { recursive: true, force: true });
  return { deleted: true };
}

/** Where an item's file is used, or undefined for an unknown item. */
export async function mediaItemUses(
  db: Kysely<Database>,
  id: number,
): Promise<MediaUse[] | undefined> {
  const item = await readMediaItem(db, id);
  return item && mediaUsage(db, { id: item.mediaFileId, sha256: item.sha256 });
}
