import { type RawBuilder, type SqlBool, sql } from "kysely";
import type { Language } from "#app/i18n/languages.ts";

// A page, card or count shows a property only in the languages it has a text in. The writer keeps
// that set on the property row itself (property.text_languages, one bit per language, db/migrations/
// 0011, whose backfill uses these same bits), so that a count reads it from an index instead of
// looking up a text for every property it passes.
const languageBit: Record<Language, number> = { en: 1, nl: 2, fr: 4, de: 8 };

/** The text_languages value of a property with texts in these languages. */
export function textLanguages(languages: readonly Language[]): number {
  return languages.reduce((bits, language) => bits | languageBit[language], 0);
}

/** Whether the property of table alias `table` (such as "p") has a text in `language`. */
export function hasText(table: string, language: Language): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${sql.ref(`${table}.text_languages`)} & ${sql.lit(languageBit[language])}) <> 0`;
}
