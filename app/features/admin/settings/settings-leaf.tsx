import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import { fieldId, type SettingsField } from "#app/model/admin/settings/field-tree.ts";

// Issue 27 "Settings", ADR 060: one value's control, as the schema asks (a text, a number, a tick box,
// a choice, a colour), with its label, help and errors (WCAG 3.3.1: aria-describedby, aria-invalid).

type Leaf = Extract<SettingsField, { kind: "text" | "number" | "check" | "choice" | "colour" }>;

export function FieldNotes({ field }: { field: Pick<SettingsField, "path" | "help" | "errors"> }) {
  const id = fieldId(field.path);
  return (
    <>
      {field.help ? (
        <p id={`${id}-hint`} className="field__hint">
          {field.help}
        </p>
      ) : null}
      {field.errors.length ? (
        <p id={`${id}-error`} className="field__error">
          {field.errors.join(" ")}
        </p>
      ) : null}
    </>
  );
}

/** The attributes tying a control to its notes. */
export function described(field: Pick<SettingsField, "path" | "help" | "errors">) {
  const id = fieldId(field.path);
  const ids = [field.help && `${id}-hint`, field.errors.length && `${id}-error`].filter(Boolean);
  return {
    id,
    "aria-describedby": ids.length ? ids.join(" ") : undefined,
    "aria-invalid": field.errors.length ? (true as const) : undefined,
  };
}

export function LeafField({ field }: { field: Leaf }) {
  const control = { ...described(field), name: field.path };
  if (field.kind === "check")
    return (
      <div className="field field--check">
        <input {...control} type="checkbox" defaultChecked={field.value} />
        <label htmlFor={control.id}>{field.label}</label>
        <FieldNotes field={field} />
      </div>
    );
  return (
    <div className="field">
      <label htmlFor={control.id}>{field.label}</label>
      <FieldNotes field={field} />
      {field.kind === "text" ? (
        <input
          {...control}
          type={field.input}
          defaultValue={field.value}
          required={field.required}
          maxLength={field.maxLength}
          spellCheck={field.input === "text"}
        />
      ) : field.kind === "number" ? (
        <input
          {...control}
          type="number"
          inputMode={field.integer ? "numeric" : "decimal"}
          defaultValue={field.value}
          required={field.required}
          min={field.min}
          max={field.max}
          step={field.integer ? 1 : "any"}
        />
      ) : field.kind === "choice" ? (
        <select {...control} defaultValue={field.value} required={field.required}>
          {(field.required && field.value !== "") ||
          field.options.some((option) => option.value === "") ? null : (
            <option value="" />
          )}
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <ColourControl control={control} field={field} />
      )}
    </div>
  );
}

/**
 * A colour as `#rrggbb` text, the value posted, which works without JavaScript; with it, the
 * browser's colour picker beside it, kept in step.
 */
function ColourControl({
  control,
  field,
}: {
  control: ReturnType<typeof described> & { name: string };
  field: Extract<SettingsField, { kind: "colour" }>;
}) {
  const { t } = useTranslation("adminSettings");
  const hydrated = useHydrated();
  const [colour, setColour] = useState(field.value);
  const valid = /^#[0-9a-f]{6}$/i.test(colour);
  return (
    <div className="settings-colour">
      {/* The colour as it is now, large enough to judge, with its value in words. An SVG fill, not a
          style attribute, which the Content Security Policy refuses. */}
      {valid ? (
        <p className="settings-colour__swatch">
          <svg viewBox="0 0 1 1" width="40" height="40" aria-hidden="true" focusable="false">
            <rect width="1" height="1" fill={colour} />
          </svg>
          <span>
            <span className="visually-hidden">{t("page.swatch")}: </span>
            {colour.toLowerCase()}
          </span>
        </p>
      ) : null}
      <input
        {...control}
        type="text"
        value={colour}
        onChange={(event) => setColour(event.target.value)}
        required={field.required}
        pattern="#[0-9a-fA-F]{6}"
        spellCheck={false}
      />
      {hydrated ? (
        <input
          type="color"
          className="settings-colour__picker"
          aria-label={`${t("page.picker")}: ${field.label}`}
          value={valid ? colour.toLowerCase() : "#000000"}
          onChange={(event) => setColour(event.target.value)}
        />
      ) : null}
    </div>
  );
}
