import { type PickerImage, thumbnailOf } from "#app/model/admin/media-library.ts";
import type { SettingsField } from "./field-tree.ts";

// Issue 27 "Settings": the images a group's pickers offer (ADR 059's MediaPicker): the library's, and
// first each image the settings hold that is not in it (the demo's, one stored before the library),
// so that saving the form keeps it.

export function pickerImages(root: SettingsField, library: PickerImage[]): PickerImage[] {
  const known = new Set(library.map((image) => image.key));
  const held: PickerImage[] = [];
  for (const field of imageFields(root)) {
    if (!field.key || known.has(field.key)) continue;
    known.add(field.key);
    const size = sizeOf(field.value);
    const [id = "", sha256 = ""] = field.key.split("-");
    const thumbnail =
      size && thumbnailOf({ kind: "image", mediaFileId: Number(id), sha256, ...size });
    if (thumbnail)
      held.push({ key: field.key, value: field.value, name: field.key, alt: "", thumbnail });
  }
  return [...held, ...library];
}

function sizeOf(json: string): { width: number; height: number } | undefined {
  try {
    const { width, height } = JSON.parse(json) as { width?: unknown; height?: unknown };
    return typeof width === "number" && typeof height === "number" ? { width, height } : undefined;
  } catch {
    return undefined;
  }
}

function imageFields(field: SettingsField): Extract<SettingsField, { kind: "image" }>[] {
  switch (field.kind) {
    case "image":
      return [field];
    case "group":
      return field.fields.flatMap(imageFields);
    case "list":
      return field.items.flatMap(imageFields);
    case "variant":
      return field.fields.flatMap(imageFields);
    case "keyed":
      return field.entries.flatMap((entry) => imageFields(entry.field));
    default:
      return [];
  }
}
