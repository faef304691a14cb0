import { languages } from "#app/i18n/languages.ts";
import { adminSettings } from "#app/locales/en/admin-settings.ts";
import type { SettingsField } from "#app/model/admin/settings/field-tree.ts";
import { settingsFields } from "#app/model/admin/settings/schema-fields.ts";
import { groupSchema, type SettingsGroup } from "#app/model/admin/settings/settings-groups.ts";
import type { PageDocument } from "#app/model/content/page-document.ts";
import { hostileValue } from "./hostile-fields.ts";
import { postedFields } from "./settings-form.ts";

// Issue 27 "Stored XSS is impossible": every text field of a settings group, and every text of a menu
// page, filled with the OWASP list (hostile-fields.ts), as the desk's forms and use cases take them.

function children(field: SettingsField): SettingsField[] {
  switch (field.kind) {
    case "group":
      return field.fields;
    case "list":
      return field.items;
    case "variant":
      return [field.choice, ...field.fields];
    case "keyed":
      return field.entries.map((entry) => entry.field);
    default:
      return [];
  }
}

function textFields(field: SettingsField): Extract<SettingsField, { kind: "text" }>[] {
  return field.kind === "text" ? [field] : children(field).flatMap(textFields);
}

/**
 * The group's form as a browser posts it when it holds `value`, with hostile text in each text field
 * except those `kept` (refused before: a URL, an e-mail address), and what each field was given.
 */
export function hostileSettingsPost(
  group: SettingsGroup,
  value: unknown,
  kept: ReadonlySet<string>,
): { form: [string, string][]; given: Map<string, string> } {
  const tree = settingsFields(
    groupSchema(group),
    value,
    { scope: group, texts: adminSettings, enabled: languages, errors: new Map() },
    adminSettings.groups[group].title,
  );
  const fields = textFields(tree).filter((field) => !kept.has(field.path));
  // The form must stay under the server's 64 KiB (server/request-guard.ts) once URL-encoded.
  const share = Math.max(120, Math.floor(20_000 / Math.max(1, fields.length)));
  const given = new Map(
    fields.map((field) => [field.path, hostileValue(Math.min(field.maxLength ?? 2000, share))]),
  );
  const form = postedFields(tree).map(([name, posted]): [string, string] => [
    name,
    given.get(name) ?? posted,
  ]);
  return { form, given };
}

/**
 * A menu page with hostile text in its name, titles, descriptions, SEO fields and modules' texts (its
 * path and slugs are URL segments of letters, digits and hyphens).
 */
export function hostilePage(page: PageDocument): PageDocument {
  const texts = (max: number) =>
    Object.fromEntries(languages.map((language) => [language, hostileValue(max)]));
  const seo = () => ({
    isActiveSEO: true,
    pageTitle: hostileValue(200),
    metaTitle: hostileValue(200),
    metaDescription: hostileValue(400),
    ogTitle: hostileValue(200),
    ogDescription: hostileValue(400),
    twitterTitle: hostileValue(200),
    twitterDescription: hostileValue(400),
  });
  const { params } = page;
  return {
    ...page,
    name: hostileValue(200),
    params: {
      ...params,
      title: texts(2000),
      description: texts(2000),
      seo: Object.fromEntries(languages.map((language) => [language, seo()])),
      banner: { ...params.banner, title: texts(2000), description: texts(2000) },
    },
    modules: page.modules.map((module) => ({
      ...module,
      settings: { ...module.settings, title: texts(2000), description: texts(2000) },
    })),
  };
}
