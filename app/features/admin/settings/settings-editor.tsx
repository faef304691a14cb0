import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import type { SettingsFormView } from "#app/model/admin/settings/settings-views.ts";
import { type ImagePicker, ImagePicking, SettingsFieldView } from "./settings-fields.tsx";
import { AddedTo, openFoldsOfRefused } from "./settings-fold.tsx";
import { FieldNotes } from "./settings-leaf.tsx";
import type { LogoHeight } from "./settings-logo.tsx";
import { SettingsStyles } from "./settings-styles.tsx";

interface SettingsEditorProps {
  title: string;
  intro: string;
  state: string[];
  hasDraft: boolean;
  links: { back: string; history: string; preview: string };
  form: SettingsFormView;
  picker: ImagePicker;
  /** The header's logo heights, to show a logo at its real size (the agency group). */
  logoHeight?: LogoHeight | undefined;
  /** A key of `adminSettings:done`, after a 303. */
  done?: string | undefined;
  /** Which form the errors are about. */
  failed?: "save" | "publish" | undefined;
  /** A key of `refused` in the namespace. */
  refused?: "stale" | "noDraft" | undefined;
  /** Whose back link and refusals these are: a settings group's, or a page's (ADR 062). */
  namespace?: "adminSettings" | "adminPageEditor";
  /** The list whose last item the form's add button just added (drawn open). */
  addedTo?: string | undefined;
  /** The fields, when the document's form draws some of them itself (a page's modules). */
  children?: React.ReactNode;
}

/**
 * Issue 27 "Settings" (and "Pages and collections"): a document's editor. The form saves a draft;
 * publishing and discarding are forms of their own, shown while there is a draft. One visible "Save
 * draft" button, at the bottom.
 */
export function SettingsEditor(props: SettingsEditorProps) {
  const { t } = useTranslation("adminSettings");
  const own = useTranslation(props.namespace ?? "adminSettings").t;
  const { title, intro, state, hasDraft, links, form, picker, logoHeight, done, failed, refused } =
    props;
  return (
    <div className="settings-page">
      <SettingsStyles />
      <p className="settings-page__back">
        <a href={links.back}>{own("page.back")}</a>
      </p>
      <h1>{title}</h1>
      <p className="settings-page__intro">{intro}</p>
      <div className="settings-state">
        {state.map((line) => (
          <p key={line}>{line}</p>
        ))}
        <p className="settings-state__links">
          <a href={links.history}>{t("page.history")}</a>
          <a href={links.preview}>{t("page.preview")}</a>
        </p>
      </div>
      {refused ? (
        <p className="desk-notice settings-notice--refused" role="alert">
          {own(`refused.${refused}`)}
        </p>
      ) : done ? (
        <p className="desk-notice" role="status">
          {t(`done.${done}` as "done.saved")}
        </p>
      ) : null}
      {form.summary.length ? (
        <div
          className="error-summary"
          role="alert"
          aria-labelledby="settings-errors"
          tabIndex={-1}
          // biome-ignore lint/a11y/noAutofocus: without JavaScript, the only way to move the focus to the errors.
          autoFocus
        >
          <h2 id="settings-errors" className="error-summary__title">
            {t(failed === "publish" ? "errors.summaryPublish" : "errors.summary")}
          </h2>
          <ul>
            {form.summary.map((item) => (
              <li key={`${item.id}:${item.message}`}>
                {item.id ? (
                  <a href={`#${item.id}`}>{`${item.label}: ${item.message}`}</a>
                ) : (
                  item.message
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <Form method="post" action="?do=save" className="settings-form" ref={openFoldsOfRefused}>
        {/* Enter in a field presses the form's first submit button (HTML implicit submission): without
            this hidden copy of "Save draft", that would be a list's add or remove button. Out of the tab
            order and hidden from assistive technology, which reach the visible button below. */}
        <button type="submit" className="visually-hidden" tabIndex={-1} aria-hidden="true">
          {t("page.save")}
        </button>
        <div id="settings-root" className="settings-form__fields">
          <FieldNotes field={form.root} />
          <ImagePicking value={{ Picker: picker, images: form.images, logoHeight }}>
            <AddedTo value={props.addedTo}>
              {props.children ?? <SettingsFieldView field={form.root} root />}
            </AddedTo>
          </ImagePicking>
        </div>
        <div className="settings-form__actions">
          <button type="submit" className="button">
            {t("page.save")}
          </button>
        </div>
      </Form>
      {hasDraft ? (
        <section className="settings-publish" aria-labelledby="settings-publish">
          <h2 id="settings-publish">{t("page.publishTitle")}</h2>
          <p>{t("page.publishIntro")}</p>
          <div className="settings-publish__buttons">
            <Form method="post" action="?do=publish">
              <button type="submit" className="button">
                {t("page.publish")}
              </button>
            </Form>
            <Form method="post" action="?do=discard">
              <button type="submit" className="button button--outline">
                {t("page.discard")}
              </button>
            </Form>
          </div>
        </section>
      ) : null}
    </div>
  );
}
