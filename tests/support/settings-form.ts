import { languages } from "#app/i18n/languages.ts";
import { adminSettings } from "#app/locales/en/admin-settings.ts";
import {
  childPath,
  itemsSuffix,
  onSuffix,
  type SettingsField,
} from "#app/model/admin/settings/field-tree.ts";
import { settingsFields } from "#app/model/admin/settings/schema-fields.ts";
import { groupSchema, type SettingsGroup } from "#app/model/admin/settings/settings-groups.ts";

/** What a browser posts for a drawn settings form, as settings-fields.tsx and settings-leaf.tsx draw it. */
export function postedFields(
  field: SettingsField,
  form: [string, string][] = [],
): [string, string][] {
  switch (field.kind) {
    case "text":
    case "number":
    case "colour":
    case "hidden":
    case "choice":
    case "image":
      form.push([field.path, field.value]);
      break;
    case "check":
      if (field.value) form.push([field.path, "on"]);
      break;
    case "choices":
      for (const value of field.value) form.push([field.path, value]);
      break;
    case "group":
      for (const child of field.fields) postedFields(child, form);
      break;
    case "list":
      form.push([`${field.path}${itemsSuffix}`, String(field.items.length)]);
      for (const item of field.items) postedFields(item, form);
      break;
    case "variant":
      postedFields(field.choice, form);
      for (const child of field.fields) postedFields(child, form);
      break;
    case "keyed":
      for (const entry of field.entries) {
        if (entry.on) form.push([`${childPath(field.path, entry.key)}${onSuffix}`, "on"]);
        postedFields(entry.field, form);
      }
      break;
  }
  return form;
}

/** The fields a group's form posts when it holds `value` (every language enabled). */
export function settingsPost(group: SettingsGroup, value: unknown): [string, string][] {
  const context = { scope: group, texts: adminSettings, enabled: languages, errors: new Map() };
  const fields = settingsFields(groupSchema(group), value, context, group);
  return postedFields(fields);
}
