import type { ParseKeys } from "i18next";
import { useTranslation } from "react-i18next";
import { Field } from "#app/components/ui/form/field.tsx";
import { describedBy, FieldMessages } from "#app/components/ui/form/field-messages.tsx";
import type { FieldBinding } from "#app/components/ui/form/form-view.ts";
import type { Language } from "#app/i18n/languages.ts";
import type { DetailField, LibraryFile } from "#app/model/admin/article-form.ts";

/** A field's binding in the article's form: its id, its posted name, its value and its error. */
export type Bind = (name: string) => FieldBinding & { id: string; name: string };

export type RichTextInput = (props: FieldBinding & { label: string }) => React.ReactNode;

/** One language's text of an article: title, address, summary and the rich text. */
export function LanguageFields(props: {
  language: Language;
  name: string;
  bind: Bind;
  RichText: RichTextInput;
}) {
  const { t } = useTranslation("adminCollections");
  const { language, name, bind, RichText } = props;
  const body = bind(`${language}.body`);
  return (
    <fieldset className="settings-set" lang={language}>
      <legend>{t("editor.language", { language: name })}</legend>
      <Field {...bind(`${language}.title`)} label={t("editor.title")} maxLength={300} />
      <Field
        {...bind(`${language}.slug`)}
        label={t("editor.slug")}
        hint={t("editor.slugHint")}
        maxLength={200}
      />
      <Field {...bind(`${language}.summary`)} label={t("editor.summary")}>
        {(control) => <textarea {...control} rows={3} maxLength={1000} />}
      </Field>
      <RichText key={String(body.value ?? "")} {...body} label={t("editor.body")} />
    </fieldset>
  );
}

/** The files of the library offered for download: a PDF for news, any number for documents. */
function FileChoice({
  field,
  bind,
  files,
}: {
  field: "pdf" | "files";
  bind: Bind;
  files: LibraryFile[];
}) {
  const { t } = useTranslation("adminCollections");
  const { id, name, value, error } = bind(field);
  const chosen = new Set(Array.isArray(value) ? value : value ? [value] : []);
  return (
    <fieldset className="settings-set" aria-describedby={describedBy(id, undefined, error)}>
      <legend>{t(field === "pdf" ? "editor.pdf" : "editor.files")}</legend>
      <FieldMessages id={id} hint={undefined} error={error} />
      {files.length === 0 ? <p>{t("editor.noFiles")}</p> : null}
      {field === "pdf" && files.length > 0 ? (
        <div className="field field--check">
          <input
            type="radio"
            id={`${id}-none`}
            name={name}
            value=""
            defaultChecked={chosen.size === 0}
          />
          <label htmlFor={`${id}-none`}>—</label>
        </div>
      ) : null}
      {files.map((file) => (
        <div key={file.mediaFileId} className="field field--check">
          <input
            type={field === "pdf" ? "radio" : "checkbox"}
            id={`${id}-${file.mediaFileId}`}
            name={name}
            value={file.mediaFileId}
            defaultChecked={chosen.has(String(file.mediaFileId))}
          />
          <label htmlFor={`${id}-${file.mediaFileId}`}>{file.name}</label>
        </div>
      ))}
    </fieldset>
  );
}

/** The category's own details (issue 27): a testimonial's author and stars, a member's role and contact, a news item's date and PDF, a document's files. */
export function DetailFields(props: {
  fields: readonly DetailField[];
  languages: { code: Language; name: string }[];
  bind: Bind;
  files: LibraryFile[];
}) {
  const { t } = useTranslation("adminCollections");
  const { fields, languages, bind, files } = props;
  const label = (key: DetailField) => t(`editor.${key}` as ParseKeys<"adminCollections">);
  return (
    <>
      {fields.map((field) => {
        switch (field) {
          case "role":
            return languages.map(({ code, name }) => (
              <Field
                key={`${code}.role`}
                {...bind(`${code}.role`)}
                label={t("editor.role", { language: name })}
                maxLength={200}
              />
            ));
          case "rating":
            return (
              <Field
                key={field}
                {...bind(field)}
                label={label(field)}
                type="number"
                min={1}
                max={5}
              />
            );
          case "email":
            return <Field key={field} {...bind(field)} label={label(field)} type="email" />;
          case "phone":
            return (
              <Field key={field} {...bind(field)} label={label(field)} type="tel" maxLength={30} />
            );
          case "date":
            return <Field key={field} {...bind(field)} label={label(field)} type="date" />;
          case "pdf":
          case "files":
            return <FileChoice key={field} field={field} bind={bind} files={files} />;
          default:
            return <Field key={field} {...bind(field)} label={label(field)} maxLength={200} />;
        }
      })}
    </>
  );
}
