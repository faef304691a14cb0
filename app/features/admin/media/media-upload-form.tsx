import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { ErrorSummary } from "#app/components/ui/form/error-summary.tsx";
import { Field } from "#app/components/ui/form/field.tsx";
import { formView } from "#app/components/ui/form/form-view.ts";
import { SubmitButton } from "#app/components/ui/form/submit-button.tsx";
import type { Language } from "#app/i18n/languages.ts";
import { altField } from "#app/model/admin/media-library.ts";
import type { InputConstraints } from "#app/model/forms/html-constraints.ts";
import type { FormFailure } from "#app/model/forms/submission.ts";
import type { MediaKind } from "#app/model/media/media-limits.ts";
import { AltFields } from "./alt-fields.tsx";
import { useFileDrop } from "./use-file-drop.ts";

// The types the picker offers; the server reads the content whatever the browser says (ADR 059).
const accepted =
  "image/jpeg,image/png,image/webp,image/avif,image/gif,application/pdf,video/mp4,video/webm";

interface UploadFormProps {
  enabled: readonly Language[];
  constraints: Record<ReturnType<typeof altField>, InputConstraints>;
  failure: FormFailure | undefined;
  maxMegabytes: Record<MediaKind, number>;
}

/**
 * The upload: a plain multipart POST (a React Router form would send it through fetch, past the
 * upload's own body limit path), the file picked or dropped, the photo's descriptions beside it.
 */
export function MediaUploadForm({ enabled, constraints, failure, maxMegabytes }: UploadFormProps) {
  const { t } = useTranslation("adminMedia");
  const zone = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const { over, dropped } = useFileDrop(zone, input);
  const form = formView("upload", { ...constraints, file: {} }, failure);
  const labels = {
    file: t("upload.file"),
    ...Object.fromEntries(
      enabled.map((l) => [altField(l), `${t("upload.alt")} (${t(`languages.${l}`)})`]),
    ),
  } as Record<"file" | ReturnType<typeof altField>, string>;
  return (
    <section className="desk-panel" aria-labelledby="upload-heading">
      <h2 id="upload-heading">{t("upload.title")}</h2>
      <form
        ref={zone}
        method="post"
        action="?do=upload"
        encType="multipart/form-data"
        className={over ? "media-upload media-upload--over" : "media-upload"}
      >
        <ErrorSummary form={form} labels={labels} />
        <Field
          {...form.field("file")}
          label={labels.file}
          hint={`${t("upload.fileHint", maxMegabytes)} ${t("upload.drop")}`}
        >
          {(control) => <input {...control} ref={input} type="file" accept={accepted} required />}
        </Field>
        {dropped ? (
          <p className="media-upload__dropped" role="status">
            {t("upload.dropped", { name: dropped })}
          </p>
        ) : null}
        <AltFields
          form={form}
          enabled={enabled}
          label={t("upload.alt")}
          hint={t("upload.altHint")}
        />
        <SubmitButton className="button">{t("upload.submit")}</SubmitButton>
      </form>
    </section>
  );
}
