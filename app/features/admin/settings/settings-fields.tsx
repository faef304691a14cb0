import { createContext, useContext } from "react";
import { useTranslation } from "react-i18next";
import type { PickerImage } from "#app/model/admin/media-library.ts";
import { folds } from "#app/model/admin/settings/field-fold.ts";
import {
  fieldId,
  itemsSuffix,
  onSuffix,
  type SettingsField,
} from "#app/model/admin/settings/field-tree.ts";
import { editValue } from "#app/model/admin/settings/form-edit.ts";
import { AddedTo, SettingsFold } from "./settings-fold.tsx";
import { described, FieldNotes, LeafField } from "./settings-leaf.tsx";
import { LogoAtHeaderSize, type LogoHeight } from "./settings-logo.tsx";
import { ChoicesField, EditButton, FieldSet } from "./settings-set.tsx";

// Issue 27 "Settings", ADR 060: the form drawn from its field tree: groups as fieldsets, lists with
// their add and remove buttons, a type's choice with its fields, days ticked with their own slots. The
// buttons post the whole form (`edit=add:left`): it comes back with the change, nothing saved.

/** A leaf's key holds its value: a form drawn again (an item removed) shows each value where it is now. */
const leafKey = (field: SettingsField) =>
  `${field.path}:${"value" in field ? String(field.value) : ""}`;

export function SettingsFieldView({
  field,
  root = false,
  folded = false,
}: {
  field: SettingsField;
  root?: boolean;
  /** Drawn in a fold, whose summary shows its name: its legend is for screen readers only. */
  folded?: boolean;
}) {
  switch (field.kind) {
    case "hidden":
      return <input type="hidden" name={field.path} value={field.value} />;
    case "choices":
      return <ChoicesField field={field} />;
    case "group":
      return root ? (
        <Children fields={field.fields} />
      ) : (
        <GroupField field={field} folded={folded} />
      );
    case "list":
      return <ListField field={field} root={root} folded={folded} />;
    case "variant":
      return <VariantField field={field} root={root} folded={folded} />;
    case "keyed":
      return <KeyedField field={field} />;
    case "image":
      return <ImageField field={field} />;
    default:
      return <LeafField field={field} />;
  }
}

/** The media library's picker (ADR 059), given by the route: it posts the chosen imageRef as JSON. */
export type ImagePicker = (props: {
  name: string;
  legend: string;
  images: PickerImage[];
  selected?: string | undefined;
  notes?: React.ReactNode;
  describedBy?: string | undefined;
}) => React.ReactNode;

/**
 * The picker, and what it offers (the library's images, and those the settings hold); in the agency
 * group, the header's logo heights, to show the logo as the header draws it.
 */
export const ImagePicking = createContext<
  { Picker: ImagePicker; images: PickerImage[]; logoHeight?: LogoHeight | undefined } | undefined
>(undefined);

function ImageField({ field }: { field: Extract<SettingsField, { kind: "image" }> }) {
  const picking = useContext(ImagePicking);
  if (!picking) throw new Error("an image field needs ImagePicking");
  const { Picker, images, logoHeight } = picking;
  return (
    <div id={fieldId(field.path)} className="settings-image">
      {/* The help under the picker's legend, as every other field's is under its label. */}
      <Picker
        name={field.path}
        legend={field.label}
        images={images}
        selected={field.key}
        notes={<FieldNotes field={field} />}
        describedBy={described(field)["aria-describedby"]}
      />
      {field.path === "logo" && logoHeight ? (
        <LogoAtHeaderSize value={field.value} heights={logoHeight} />
      ) : null}
    </div>
  );
}

function Children({ fields }: { fields: SettingsField[] }) {
  return (
    <>
      {fields.map((child) => (
        <SettingsFieldView key={leafKey(child)} field={child} />
      ))}
    </>
  );
}

function GroupField({
  field,
  folded,
}: {
  field: Extract<SettingsField, { kind: "group" }>;
  folded: boolean;
}) {
  // A localized text's inputs (one per language) sit side by side on a wide screen.
  const inline = field.fields.every((child) => child.kind === "text" || child.kind === "hidden");
  return (
    <FieldSet field={field} className={inline ? "settings-set--inline" : ""} folded={folded}>
      <Children fields={field.fields} />
    </FieldSet>
  );
}

function ListField({
  field,
  root,
  folded,
}: {
  field: Extract<SettingsField, { kind: "list" }>;
  root: boolean;
  folded: boolean;
}) {
  const { t } = useTranslation("adminSettings");
  const addedTo = useContext(AddedTo);
  const removable = field.items.length > field.minItems;
  const body = (
    <>
      <input type="hidden" name={`${field.path}${itemsSuffix}`} value={field.items.length} />
      {field.items.map((item, i) => (
        <div key={leafKey(item)} className="settings-item">
          {folds(item) ? (
            <SettingsFold
              field={item}
              added={addedTo === field.path && i === field.items.length - 1}
            >
              <SettingsFieldView field={item} folded />
            </SettingsFold>
          ) : (
            <SettingsFieldView field={item} />
          )}
          {removable ? (
            <EditButton edit={editValue("remove", item.path)} className="settings-item__remove">
              {t("page.remove")}
              <span className="visually-hidden">: {item.label}</span>
            </EditButton>
          ) : null}
        </div>
      ))}
      {field.canAdd ? (
        <EditButton edit={editValue("add", field.path)} className="settings-add">
          {t("page.add")}
          <span className="visually-hidden">: {field.label}</span>
        </EditButton>
      ) : null}
    </>
  );
  return root ? (
    body
  ) : (
    <FieldSet field={field} folded={folded}>
      {body}
    </FieldSet>
  );
}

function VariantField({
  field,
  root,
  folded,
}: {
  field: Extract<SettingsField, { kind: "variant" }>;
  root: boolean;
  folded: boolean;
}) {
  const { t } = useTranslation("adminSettings");
  const body = (
    <>
      <div className="settings-variant">
        <SettingsFieldView field={field.choice} />
        <EditButton edit={editValue("refresh")}>{t("page.apply")}</EditButton>
      </div>
      <Children fields={field.fields} />
    </>
  );
  return root ? (
    body
  ) : (
    <FieldSet field={field} folded={folded}>
      {body}
    </FieldSet>
  );
}

function KeyedField({ field }: { field: Extract<SettingsField, { kind: "keyed" }> }) {
  return (
    <FieldSet field={field}>
      {field.entries.map((entry) => {
        const id = `${fieldId(entry.field.path)}-on`;
        const fields = (
          <>
            <div className="field field--check">
              <input
                id={id}
                type="checkbox"
                name={`${entry.field.path}${onSuffix}`}
                defaultChecked={entry.on}
              />
              <label htmlFor={id}>
                {entry.label}: {field.onLabel}
              </label>
            </div>
            <SettingsFieldView field={entry.field} folded={folds(entry.field)} />
          </>
        );
        return (
          <div key={entry.key} className="settings-item">
            {folds(entry.field) ? (
              <SettingsFold field={entry.field} title={entry.label}>
                {fields}
              </SettingsFold>
            ) : (
              fields
            )}
          </div>
        );
      })}
    </FieldSet>
  );
}
