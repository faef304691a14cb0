import type { z } from "zod";
import { formatDateTime } from "#app/domain/dates.ts";
import type { Language } from "#app/i18n/languages.ts";
import type { AdminSettingsMessages } from "#app/locales/en/admin-settings.ts";
import type { PickerImage } from "#app/model/admin/media-library.ts";
import { fieldId, type SettingsField } from "./field-tree.ts";
import { issueErrors } from "./issue-messages.ts";
import { settingsFields } from "./schema-fields.ts";
import { groupSchema, type SettingsGroup } from "./settings-groups.ts";
import { pickerImages } from "./settings-images.ts";

// Issue 27 "Settings": what the settings pages show, in the staff member's language: where a group
// stands (ADR 056: its newest revision, its draft) and a group's form with its errors.

/** Where a document stands: its newest revision and its draft, each with who and when. */
export interface DocumentState {
  published?: { number: number; at: Date; by: string | undefined } | undefined;
  draft?: { at: Date; by: string | undefined } | undefined;
}

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (all, name: string) => String(values[name] ?? all));

/**
 * The lines saying where a group stands: its published version, else whether the site has a stored
 * configuration or its starter values; then its draft.
 */
export function stateLines(
  state: DocumentState | undefined,
  facts: { texts: AdminSettingsMessages; language: Language; configured: boolean },
): string[] {
  const { texts, language } = facts;
  const lines: string[] = [];
  const { published, draft } = state ?? {};
  if (published) {
    const at = formatDateTime(published.at, language);
    lines.push(
      published.by
        ? fill(texts.state.published, { number: published.number, by: published.by, at })
        : fill(texts.state.publishedByNobody, { number: published.number, at }),
    );
  } else lines.push(facts.configured ? texts.state.unpublished : texts.state.starter);
  if (draft)
    lines.push(
      fill(texts.state.draft, { by: draft.by ?? "?", at: formatDateTime(draft.at, language) }),
    );
  return lines;
}

export interface SummaryItem {
  /** The field's id to link to; none when the message is about the group as a whole. */
  id?: string | undefined;
  label?: string | undefined;
  message: string;
}

export interface SettingsFormView {
  root: SettingsField;
  summary: SummaryItem[];
  /** What the form's image pickers offer. */
  images: PickerImage[];
}

/** A group's form holding `value`, with zod's issues beside their fields and listed above them. */
export function settingsFormView(
  group: SettingsGroup,
  value: unknown,
  issues: z.core.$ZodIssue[],
  facts: { texts: AdminSettingsMessages; enabled: readonly Language[]; library: PickerImage[] },
): SettingsFormView {
  const { texts, enabled, library } = facts;
  const errors = issueErrors(issues, texts, group);
  const context = { scope: group, errors, texts, enabled };
  const root = settingsFields(groupSchema(group), value, context, texts.groups[group].title);
  return formView(root, errors, library);
}

/** A drawn form with its errors listed above it (linked to their fields), and its pickers' images. */
export function formView(
  root: SettingsField,
  errors: Map<string, string[]>,
  library: PickerImage[],
): SettingsFormView {
  const labels = new Map<string, string>();
  collectLabels(root, labels);
  const summary = [...errors].flatMap(([path, messages]) =>
    messages.map((message) =>
      labels.has(path) ? { id: fieldId(path), label: labels.get(path), message } : { message },
    ),
  );
  return { root, summary, images: pickerImages(root, library) };
}

function collectLabels(field: SettingsField, labels: Map<string, string>): void {
  labels.set(field.path, field.label);
  if (field.kind === "group") for (const child of field.fields) collectLabels(child, labels);
  if (field.kind === "list") for (const item of field.items) collectLabels(item, labels);
  if (field.kind === "variant") {
    collectLabels(field.choice, labels);
    for (const child of field.fields) collectLabels(child, labels);
  }
  if (field.kind === "keyed") for (const entry of field.entries) collectLabels(entry.field, labels);
}
