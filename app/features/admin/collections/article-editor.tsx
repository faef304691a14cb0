import type { ParseKeys } from "i18next";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { ErrorSummary } from "#app/components/ui/form/error-summary.tsx";
import { FieldMessages } from "#app/components/ui/form/field-messages.tsx";
import type { FormView } from "#app/components/ui/form/form-view.ts";
import { SubmitButton } from "#app/components/ui/form/submit-button.tsx";
import type { Language } from "#app/i18n/languages.ts";
import type { DetailField, LibraryFile } from "#app/model/admin/article-form.ts";
import type { PickerImage } from "#app/model/admin/media-library.ts";
import type { FormFailure } from "#app/model/forms/submission.ts";
import { type Bind, DetailFields, LanguageFields, type RichTextInput } from "./article-fields.tsx";

export interface ArticleEditorProps {
  title: string;
  back: { path: string; label: string };
  links: { history: string; preview: string };
  /** The public page where the article shows (ADR 061 amended): "Preview" starts the preview there. */
  previewReturn: string | undefined;
  hasDraft: boolean;
  notice: string | undefined;
  refused: string | undefined;
  languages: { code: Language; name: string }[];
  details: readonly DetailField[];
  values: Record<string, string | string[]>;
  errors: Record<string, string>;
  images: PickerImage[];
  selectedImage: string | undefined;
  files: LibraryFile[];
  /** The desk's media picker and rich-text field, given by the route (features do not import features). */
  Picker: (props: {
    name: string;
    legend: string;
    images: PickerImage[];
    selected?: string | undefined;
  }) => React.ReactNode;
  RichText: RichTextInput;
}

const idOf = (name: string) => `article-${name.replace(".", "-")}`;

/**
 * Issue 27 "Pages and collections", ADR 063: an article's editor: visible or hidden, a text per enabled
 * language, its image and its category's details. The form saves a draft; publishing and discarding
 * are forms of their own, shown while there is a draft.
 */
export function ArticleEditor(props: ArticleEditorProps) {
  const { t } = useTranslation("adminCollections");
  const { values, errors, languages, Picker, RichText } = props;
  const bind: Bind = (name) => ({ id: idOf(name), name, value: values[name], error: errors[name] });
  const labels: Record<string, string> = {
    status: t("editor.statusLegend"),
    image: t("editor.image"),
  };
  for (const { code, name } of languages)
    for (const field of ["title", "slug", "summary", "body"] as const)
      labels[`${code}.${field}`] = `${t(`editor.${field}`)} (${name})`;
  for (const field of props.details)
    labels[field] = t(`editor.${field}` as ParseKeys<"adminCollections">);
  const failure: FormFailure | undefined = Object.keys(errors).length
    ? { errors, values: {} }
    : undefined;
  const summary: FormView<string> = {
    id: "article",
    failure,
    errors: Object.entries(errors).map(([field, message]) => ({ field, id: idOf(field), message })),
    field: bind,
  };
  const status = bind("status");
  return (
    <div className="settings-page">
      <p className="settings-page__back">
        <a href={props.back.path}>{props.back.label}</a>
      </p>
      <h1>{props.title}</h1>
      <div className="settings-state">
        <p>{t(props.hasDraft ? "editor.draftState" : "editor.liveState")}</p>
        <div className="settings-state__links">
          <a href={props.links.history}>{t("editor.history")}</a>
          {props.previewReturn ? (
            // A whole page load: the preview's answer sets its cookie and opens a public page.
            <form method="post" action={props.links.preview}>
              <input type="hidden" name="intent" value="start" />
              <input type="hidden" name="return" value={props.previewReturn} />
              <button type="submit" className="button button--small">
                {t("editor.preview")}
              </button>
            </form>
          ) : (
            <a href={props.links.preview}>{t("editor.preview")}</a>
          )}
        </div>
      </div>
      {props.refused ? (
        <p className="desk-notice settings-notice--refused" role="alert">
          {props.refused}
        </p>
      ) : props.notice && !failure ? (
        <p className="desk-notice" role="status">
          {props.notice}
        </p>
      ) : null}
      <ErrorSummary form={summary} labels={labels} />
      <Form method="post" action="?do=save" className="settings-form">
        <fieldset className="settings-set" id={status.id}>
          <legend>{t("editor.statusLegend")}</legend>
          {(["published", "draft"] as const).map((value) => (
            <div key={value} className="field field--check">
              <input
                type="radio"
                id={`${status.id}-${value}`}
                name="status"
                value={value}
                defaultChecked={status.value === value}
              />
              <label htmlFor={`${status.id}-${value}`}>
                {t(value === "published" ? "editor.visible" : "editor.hidden")}
              </label>
            </div>
          ))}
        </fieldset>
        {languages.map(({ code, name }) => (
          <LanguageFields key={code} language={code} name={name} bind={bind} RichText={RichText} />
        ))}
        <div id={idOf("image")}>
          <FieldMessages id={idOf("image")} hint={undefined} error={errors.image} />
          <Picker
            name="image"
            legend={t("editor.image")}
            images={props.images}
            selected={props.selectedImage}
          />
        </div>
        <DetailFields
          fields={props.details}
          languages={languages}
          bind={bind}
          files={props.files}
        />
        <div className="settings-form__actions">
          <SubmitButton className="button">{t("editor.save")}</SubmitButton>
        </div>
      </Form>
      {props.hasDraft ? (
        <section className="settings-publish" aria-labelledby="article-publish">
          <h2 id="article-publish">{t("editor.publish")}</h2>
          <p>{t("editor.publishIntro")}</p>
          <div className="settings-publish__buttons">
            <Form method="post" action="?do=publish">
              <SubmitButton className="button">{t("editor.publish")}</SubmitButton>
            </Form>
            <Form method="post" action="?do=discard">
              <SubmitButton className="button button--outline">{t("editor.discard")}</SubmitButton>
            </Form>
          </div>
        </section>
      ) : null}
    </div>
  );
}
