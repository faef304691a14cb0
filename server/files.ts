import { readFile } from "node:fs/promises";
import type { Context } from "hono";
import type { Kysely } from "kysely";
import { originalPath } from "../app/data/media-store.server.ts";
import type { Database } from "../app/data/schema.ts";
import type { AppEnv } from "./hono-env.ts";

const filePath = /^\/files\/(\d{1,10})-([0-9a-f]{12})\/[\w.()' -]{1,200}\.pdf$/;

/**
 * GET /files/{id}-{hash}/{name}.pdf: a stored document (spec §2 documents) as it was given, named for
 * the visitor's download, cached for a year (a new file is a new URL). Anything else answers 404.
 */
export function storedFiles(db: Kysely<Database>, mediaDir: string) {
  return async (c: Context<AppEnv>) => {
    const match = filePath.exec(decodeURIComponent(c.req.path));
    if (!match) return c.notFound();
    const file = await db
      .selectFrom("media_file")
      .select(["sha256", "mime_type"])
      .where("id", "=", Number(match[1]))
      .executeTakeFirst();
    if (!file?.sha256.startsWith(match[2] as string) || file.mime_type !== "application/pdf")
      return c.notFound();
    return c.body(await readFile(originalPath(mediaDir, file.sha256)), 200, {
      "Content-Type": file.mime_type,
      "Content-Disposition": "inline",
      "Cache-Control": "public, max-age=31536000, immutable",
    });
  };
}
