import { languages } from "#app/i18n/languages.ts";
import { adminPageEditor } from "#app/locales/en/admin-page-editor.ts";
import { adminSettings } from "#app/locales/en/admin-settings.ts";
import { type PageChoices, pageFormView } from "#app/model/admin/pages/page-form.ts";
import { postedFields } from "./settings-form.ts";

/** The page editor's English texts. */
export const pageTexts = { settings: adminSettings, page: adminPageEditor };

/** The page editor's form holding `value` (every language enabled). */
export function pageForm(value: unknown, choices: PageChoices, issues = []) {
  return pageFormView(value, issues, {
    texts: pageTexts,
    enabled: languages,
    library: [],
    choices,
  });
}

/** The fields the page editor's form posts when it holds `value`. */
export function pagePost(value: unknown, choices: PageChoices): [string, string][] {
  return postedFields(pageForm(value, choices).root);
}
