import type { Context } from "hono";
import type { Kysely } from "kysely";
import { readOriginal } from "#app/data/media/media-store.server.ts";
import type { Database } from "#app/data/schema.ts";
import { contentDisposition } from "#app/http/content-disposition.ts";
import { decodedPath } from "#app/http/path-characters.ts";
import { fileNameCharacters, parseMediaKey } from "#app/model/media/image-variants.ts";
import type { AppEnv } from "./hono-env.ts";

const filePath = new RegExp(
  `^/files/([^/]+)/([${fileNameCharacters}]{1,200}\\.(pdf|mp4|webm))$`,
  "u",
);
/** What each served extension must hold: a document, or a video a property page plays. */
const servedTypes: Record<string, string> = {
  pdf: "application/pdf",
  mp4: "video/mp4",
  webm: "video/webm",
};

/**
 * GET /files/{id}-{hash}/{name}.pdf: a stored document (docs/requirements.md §2 documents) as it was given, named for
 * the visitor's download; {name}.mp4 or .webm a stored video file that a property page plays (docs/requirements.md §5) (accents kept, RFC 6266), cached for a year (a new file is a new URL). Anything else answers 404.
 */
export function storedFiles(db: Kysely<Database>, mediaDir: string) {
  return async (c: Context<AppEnv>) => {
    const match = filePath.exec(decodedPath(c.req.path) ?? "");
    const key = parseMediaKey(match?.[1] ?? "");
    if (!key) return c.notFound();
    const file = await db
      .selectFrom("media_file")
      .select(["sha256", "mime_type"])
      .where("id", "=", key.id)
      .executeTakeFirst();
    if (!file?.sha256.startsWith(key.hash) || file.mime_type !== servedTypes[match?.[3] ?? ""])
      return c.notFound();
    const content = await readOriginal(mediaDir, file.sha256);
    if (!content) {
      c.var.log.warn("original file missing", { mediaId: key.id, sha256: file.sha256 });
      return c.notFound();
    }
    return c.body(content, 200, {
      "Content-Type": file.mime_type,
      "Content-Disposition": contentDisposition("inline", match?.[2] ?? "document.pdf"),
      "Cache-Control": "public, max-age=31536000, immutable",
    });
  };
}
