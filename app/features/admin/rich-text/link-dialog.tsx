import type { Editor } from "@tiptap/react";
import { useId, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import { describedBy, FieldMessages } from "#app/components/ui/form/field-messages.tsx";
import { isExternalHref, safeHref } from "#app/model/content/safe-html.ts";

interface LinkDialogProps {
  editor: Editor;
  open: boolean;
  onClose: () => void;
}

/**
 * The address of a link (ADR 058): checked with the sanitiser's own rule before it is set, so what the
 * editor holds is what the site keeps. A modal <dialog> in a portal: its form is not inside the page's
 * form, Enter applies the link, Escape cancels, the focus goes back to the text.
 */
export function LinkDialog({ editor, open, onClose }: LinkDialogProps) {
  const { t } = useTranslation("adminEditor");
  const id = useId();
  const [error, setError] = useState<string>();
  const dialog = useRef<HTMLDialogElement>(null);
  const current = editor.getAttributes("link").href as string | undefined;
  const close = () => {
    setError(undefined);
    dialog.current?.close();
  };
  const apply = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const raw = new FormData(event.currentTarget).get("href");
    const href = typeof raw === "string" ? safeHref(raw) : undefined;
    if (href === undefined) {
      setError("adminEditor:linkDialog.invalid");
      return;
    }
    const rel = isExternalHref(href) ? "noopener" : null;
    editor.chain().focus().extendMarkRange("link").setLink({ href, rel }).run();
    close();
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange("link").unsetLink().run();
    close();
  };
  if (!open) return null;
  return createPortal(
    <dialog
      ref={(element) => {
        dialog.current = element;
        if (element && !element.open) element.showModal();
      }}
      aria-labelledby={`${id}-title`}
      className="rich-text__dialog"
      onClose={() => {
        onClose();
        editor.commands.focus();
      }}
    >
      <form onSubmit={apply} noValidate>
        <h2 id={`${id}-title`}>{t("linkDialog.title")}</h2>
        <div className="field">
          <label htmlFor={`${id}-href`}>{t("linkDialog.address")}</label>
          <FieldMessages id={`${id}-href`} hint={t("linkDialog.hint")} error={error} />
          <input
            id={`${id}-href`}
            name="href"
            type="text"
            inputMode="url"
            autoComplete="off"
            defaultValue={current ?? ""}
            aria-describedby={describedBy(`${id}-href`, true, error)}
            aria-invalid={error ? true : undefined}
          />
        </div>
        <div className="rich-text__dialog-actions">
          <button type="submit" className="button">
            {t("linkDialog.apply")}
          </button>
          {current ? (
            <button type="button" className="button button--outline" onClick={remove}>
              {t("linkDialog.remove")}
            </button>
          ) : null}
          <button type="button" className="button button--outline" onClick={close}>
            {t("linkDialog.cancel")}
          </button>
        </div>
      </form>
    </dialog>,
    document.body,
  );
}
