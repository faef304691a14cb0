import { maxRecordId } from "#app/domain/record-id.ts";
import { isLanguage, type Language } from "#app/i18n/languages.ts";

// docs/requirements.md §7: the home search block's data, one immutable file per language named by its content, and
// the card of the one property a search matched (app/routes/resources/search-data*.ts serve them).

export function searchDataUrl(language: Language, hash: string): string {
  return `/search-data/${language}.${hash}.json`;
}

export function searchPropertyUrl(id: number, language: Language): string {
  return `/search-data/property/${id}.${language}.json`;
}

/** "fr.{hash}.json" read back; else undefined. */
export function parseSearchDataFile(
  file: string,
): { language: Language; version: string } | undefined {
  const match = /^([a-z]{2})\.([\w-]{1,64})\.json$/.exec(file);
  return match && isLanguage(match[1])
    ? { language: match[1], version: match[2] as string }
    : undefined;
}

/** "{id}.fr.json" read back (an id as written: no leading zero); else undefined. */
export function parseSearchPropertyFile(
  file: string,
): { id: number; language: Language } | undefined {
  const match = /^([1-9]\d{0,9})\.([a-z]{2})\.json$/.exec(file);
  const id = Number(match?.[1]);
  return match && isLanguage(match[2]) && id <= maxRecordId
    ? { id, language: match[2] }
    : undefined;
}
