import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import { searchData } from "#app/data/catalogue/search-data.server.ts";
import { readContentVersion } from "#app/data/content/content-version.server.ts";
import type { Database } from "#app/data/schema.ts";
import type { Language } from "#app/i18n/languages.ts";

// The home search block's file of one language (ADR 015): made again only when the content version
// changes, and named by a hash of what it holds, so that a change elsewhere (a page's text, another
// language) leaves its address, the home page and every browser's cached copy as they were.

export interface SearchFile {
  hash: string;
  body: string;
}

const made = new WeakMap<Kysely<Database>, Map<Language, SearchFile & { version: string }>>();

export async function currentSearchFile(
  db: Kysely<Database>,
  language: Language,
): Promise<SearchFile> {
  const version = await readContentVersion(db);
  let files = made.get(db);
  if (!files) {
    files = new Map();
    made.set(db, files);
  }
  const known = files.get(language);
  if (known?.version === version) return known;
  const body = JSON.stringify(await searchData(db, language));
  const hash = createHash("sha256").update(body).digest("base64url").slice(0, 16);
  const file = { version, hash, body };
  files.set(language, file);
  return file;
}
