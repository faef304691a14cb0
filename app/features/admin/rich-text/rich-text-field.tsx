import { lazy, Suspense, useRef } from "react";
import { useTranslation } from "react-i18next";
import { describedBy, FieldMessages } from "#app/components/ui/form/field-messages.tsx";
import type { FieldBinding } from "#app/components/ui/form/form-view.ts";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";

// Tiptap and ProseMirror load only when a desk page shows a rich-text field (ADR 058): never on the
// public pages, and not before the page's own JavaScript has run.
const RichTextEditor = lazy(() => import("./rich-text-editor.tsx"));

interface RichTextFieldProps extends FieldBinding {
  label: string;
  hint?: string | undefined;
}

/**
 * A rich-text field of a desk form: a plain textarea of HTML without JavaScript (the server sanitises
 * what it gets either way), the editor once the page's JavaScript runs. Both post under the same name.
 */
export function RichTextField({ id, name = id, error, value, label, hint }: RichTextFieldProps) {
  const { t } = useTranslation("adminEditor");
  const hydrated = useHydrated();
  const typed = useRef(typeof value === "string" ? value : "");
  const described = describedBy(id, hint, error);
  const plain = (
    <>
      <p id={`${id}-plain`} className="field__hint">
        {t("fallbackHint")}
      </p>
      <textarea
        id={id}
        name={name}
        rows={12}
        className="rich-text__plain"
        defaultValue={typed.current}
        aria-describedby={[described, `${id}-plain`].filter(Boolean).join(" ")}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          typed.current = event.currentTarget.value;
        }}
      />
    </>
  );
  return (
    <div className="field rich-text">
      <label id={`${id}-label`} htmlFor={id}>
        {label}
      </label>
      <FieldMessages id={id} hint={hint} error={error} />
      {hydrated ? (
        <Suspense fallback={plain}>
          <RichTextEditor
            id={id}
            name={name}
            labelId={`${id}-label`}
            describedBy={described}
            invalid={Boolean(error)}
            initial={typed.current}
          />
        </Suspense>
      ) : (
        plain
      )}
    </div>
  );
}
