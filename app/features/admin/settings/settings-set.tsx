import { fieldId, type SettingsField } from "#app/model/admin/settings/field-tree.ts";
import { FieldNotes } from "./settings-leaf.tsx";

// Issue 27 "Settings", ADR 060: the settings form's pieces that hold no other field's view: a group's
// fieldset, a set of tick boxes, and the buttons that post the form to be drawn again with a change.

/** A fieldset named by its legend, with its help and errors first. */
export function FieldSet({
  field,
  className = "",
  folded = false,
  children,
}: {
  field: SettingsField;
  className?: string;
  folded?: boolean;
  children: React.ReactNode;
}) {
  return (
    <fieldset id={fieldId(field.path)} className={`settings-set ${className}`}>
      <legend className={folded ? "visually-hidden" : undefined}>{field.label}</legend>
      <FieldNotes field={field} />
      {children}
    </fieldset>
  );
}

export function ChoicesField({ field }: { field: Extract<SettingsField, { kind: "choices" }> }) {
  const id = fieldId(field.path);
  return (
    <FieldSet field={field}>
      {field.options.map((option) => (
        <div key={option.value} className="field__choice">
          <input
            type="checkbox"
            id={`${id}-${option.value}`}
            name={field.path}
            value={option.value}
            defaultChecked={field.value.includes(option.value)}
          />
          <label htmlFor={`${id}-${option.value}`}>{option.label}</label>
        </div>
      ))}
    </FieldSet>
  );
}

/** A button that posts the form to be drawn again with a change, unchecked by the browser. */
export function EditButton({
  edit,
  className = "",
  children,
}: {
  edit: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <button
      type="submit"
      name="edit"
      value={edit}
      formNoValidate
      className={`button button--outline ${className}`}
    >
      {children}
    </button>
  );
}
