import type { z } from "zod";
import type { Language } from "#app/i18n/languages.ts";
import type { AdminPageEditorMessages } from "#app/locales/en/admin-page-editor.ts";
import type { AdminSettingsMessages } from "#app/locales/en/admin-settings.ts";
import type { PickerImage } from "#app/model/admin/media-library.ts";
import type { FieldOption, SettingsField } from "#app/model/admin/settings/field-tree.ts";
import { issueErrors } from "#app/model/admin/settings/issue-messages.ts";
import { type FieldOverride, settingsFields } from "#app/model/admin/settings/schema-fields.ts";
import { isRecord } from "#app/model/admin/settings/schema-node.ts";
import { formView, type SettingsFormView } from "#app/model/admin/settings/settings-views.ts";
import { pageModuleSchema } from "#app/model/content/menu-page.ts";
import { pageDocumentSchema } from "#app/model/content/page-document.ts";
import { moduleTypeOf } from "./page-modules.ts";

// Issue 27 "Pages and collections", ADR 062: a page's form, drawn from its document's schema by the
// settings editor's mechanism (ADR 060) with the page editor's labels: the order of the page and of
// its modules kept out of sight (the buttons set it), the parent chosen among the pages that are not
// the page nor below it, a module's article or category among those the site has. A publish refused
// for missing languages says which, in one line above the form.

export interface PageChoices {
  /** The page edited. */
  id: number;
  pages: { id: number; parent: number | null; name: string }[];
  /** The keyed articles and the categories a module may show, labelled in the member's language. */
  articles: FieldOption[];
  categories: FieldOption[];
}

export interface PageFormFacts {
  texts: { settings: AdminSettingsMessages; page: AdminPageEditorMessages };
  enabled: readonly Language[];
  library: PickerImage[];
  choices: PageChoices;
}

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (all, name: string) => String(values[name] ?? all));

export function pageFormView(
  value: unknown,
  issues: z.core.$ZodIssue[],
  facts: PageFormFacts,
): SettingsFormView {
  const { settings, page } = facts.texts;
  const texts = {
    ...settings,
    fields: page.fields,
    help: page.help,
    options: { ...settings.options, ...page.options },
    schemaMessages: { ...settings.schemaMessages, ...page.schemaMessages },
  };
  const errors = issueErrors(issues, texts, "");
  const context = {
    scope: "",
    texts,
    enabled: facts.enabled,
    errors,
    override: pageOverride(value, facts.choices, page.page.top),
  };
  const drawn = settingsFields(pageDocumentSchema, value, context, page.fields.page ?? "");
  const root = named(drawn, value, page);
  const view = formView(root, errors, facts.library);
  const missing = issues.flatMap((issue) =>
    issue.code === "custom" && issue.message === "missing-language"
      ? [settings.languageNames[issue.params?.language as Language]]
      : [],
  );
  if (missing.length === 0) return view;
  const summary = view.summary.filter(
    (item) => item.message !== page.schemaMessages["missing-language"],
  );
  return {
    ...view,
    summary: [{ message: fill(page.page.missing, { languages: missing.join(", ") }) }, ...summary],
  };
}

/** The fields of a page shown otherwise than their schema's type says. */
function pageOverride(value: unknown, choices: PageChoices, top: string) {
  const modules = isRecord(value) && Array.isArray(value.modules) ? value.modules : [];
  const relationOf = (index: string) => {
    const module = modules[Number(index)];
    return isRecord(module) && isRecord(module.relation) ? module.relation.type : undefined;
  };
  const parents = [{ value: "", label: top }, ...placesFor(choices)];
  return (path: string): FieldOverride | undefined => {
    if (path === "sort" || /^modules\.\d+\.sort$/.test(path)) return { hidden: true };
    if (path === "parent") return { options: parents };
    const key = /^modules\.(\d+)\.relation\.key$/.exec(path);
    if (key) {
      const relation = relationOf(key[1] ?? "");
      if (relation === "article") return { options: choices.articles };
      if (relation === "category") return { options: choices.categories };
      return { hidden: true };
    }
    const goal = /^modules\.(\d+)\.settings\.goal$/.exec(path);
    if (goal && relationOf(goal[1] ?? "") !== "property-list") return { hidden: true };
    return undefined;
  };
}

/** The pages a page may be placed below: every other page but those below it. */
function placesFor({ id, pages }: PageChoices): FieldOption[] {
  const below = new Set([id]);
  // Parents before children is not guaranteed: repeat until no page joins.
  for (let grown = true; grown; ) {
    grown = false;
    for (const page of pages)
      if (page.parent !== null && below.has(page.parent) && !below.has(page.id)) {
        below.add(page.id);
        grown = true;
      }
  }
  return pages
    .filter((page) => !below.has(page.id))
    .map((page) => ({ value: String(page.id), label: page.name }));
}

/** Each module's fieldset named by its number and its type in the agency's words. */
function named(
  root: SettingsField,
  value: unknown,
  { page, moduleTypes }: AdminPageEditorMessages,
): SettingsField {
  if (root.kind !== "group") return root;
  const modules = isRecord(value) && Array.isArray(value.modules) ? value.modules : [];
  // A module posted with values refused keeps the list's own label.
  const typeOf = (index: number) => {
    const parsed = pageModuleSchema.safeParse(modules[index]);
    return parsed.success ? moduleTypes[moduleTypeOf(parsed.data)] : undefined;
  };
  const fields = root.fields.map((field) =>
    field.kind === "list" && field.path === "modules"
      ? {
          ...field,
          items: field.items.map((item, i) => {
            const type = typeOf(i);
            return type ? { ...item, label: fill(page.module, { number: i + 1, type }) } : item;
          }),
        }
      : field,
  );
  return { ...root, fields };
}
