import { createContext } from "react";
import { useLocation } from "react-router";
import { foldLine, holdsError } from "#app/model/admin/settings/field-fold.ts";
import { fieldId, type SettingsField } from "#app/model/admin/settings/field-tree.ts";

// Issue 27 "Settings" and "Pages and collections": a long repeated item (a footer column, a module, a
// language's search texts) folds under its name and a line of what it holds: a native <details>, which
// the keyboard opens with Enter or Space and a screen reader announces as expanded or collapsed,
// without JavaScript. It opens by itself when it holds an error, when it was just added, and when the
// address points into it (the page editor's redirect after adding a module, an error summary's link).

/** The path of the list whose last item the form's last button added (the settings group's answer). */
export const AddedTo = createContext<string | undefined>(undefined);

export function SettingsFold({
  field,
  title = field.label,
  added = false,
  children,
}: {
  field: SettingsField;
  title?: string;
  /** Whether this item is the one just added. */
  added?: boolean;
  children: React.ReactNode;
}) {
  const { hash } = useLocation();
  const line = foldLine(field);
  const open = added || holdsError(field) || hash === `#${fieldId(field.path)}`;
  return (
    <details className="settings-fold" open={open}>
      <summary className="settings-fold__summary">
        <span className="settings-fold__title">{title}</span>
        {line ? <span className="settings-fold__line">{line}</span> : null}
      </summary>
      <div className="settings-fold__body">{children}</div>
    </details>
  );
}

/**
 * A form's ref: with JavaScript, a value the browser refuses opens the folds around it, so that the
 * browser can show why (it leaves a control in a closed fold refused without a word).
 */
export function openFoldsOfRefused(form: HTMLFormElement | null) {
  if (!form) return;
  const reveal = (event: Event) => {
    let fold = event.target instanceof Element ? event.target.closest("details") : null;
    for (; fold; fold = fold.parentElement?.closest("details") ?? null) fold.open = true;
  };
  // Capture: "invalid" does not bubble.
  form.addEventListener("invalid", reveal, true);
  return () => form.removeEventListener("invalid", reveal, true);
}
