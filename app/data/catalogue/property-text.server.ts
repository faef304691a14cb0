import { type RawBuilder, type SqlBool, sql } from "kysely";
import type { Language } from "#app/i18n/languages.ts";

/**
 * Whether the property `propertyId` refers to (a column such as "p.id") has a text in `language`: a
 * page, card or count shows a property only in the languages it has a text in.
 */
export function hasText(propertyId: string, language: Language): RawBuilder<SqlBool> {
  return sql<SqlBool>`exists (select 1 from property_translation as text where text.property_id = ${sql.ref(propertyId)} and text.language = ${language})`;
}
