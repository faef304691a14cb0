import type { Kysely } from "kysely";
import type { Database } from "#app/data/schema.ts";
import type { Language } from "#app/i18n/languages.ts";
import { type FormSchema, htmlConstraints } from "#app/model/forms/html-constraints.ts";
import { pageUrl } from "#app/routing/route-table.ts";
import { guardView } from "#app/services/guard/guard-view.server.ts";

/**
 * What a page's loader gives a lead form (docs/requirements.md §14): the browser's constraints derived from the
 * form's schema, the privacy statement's link, and the guard's fields (ADR 023).
 */
export async function leadFormView<S extends FormSchema>(
  db: Kysely<Database>,
  schema: S,
  language: Language,
) {
  return {
    constraints: htmlConstraints(schema),
    privacyUrl: pageUrl("privacy", language),
    guard: await guardView(db),
  };
}
