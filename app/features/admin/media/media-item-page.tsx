import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { ErrorSummary } from "#app/components/ui/form/error-summary.tsx";
import { formView } from "#app/components/ui/form/form-view.ts";
import { SubmitButton } from "#app/components/ui/form/submit-button.tsx";
import type { Language } from "#app/i18n/languages.ts";
import { type altField, type MediaItem, mediaLibraryPath } from "#app/model/admin/media-library.ts";
import type { InputConstraints } from "#app/model/forms/html-constraints.ts";
import type { FormFailure } from "#app/model/forms/submission.ts";
import type { MediaUse } from "#app/model/media/media-references.ts";
import { AltFields } from "./alt-fields.tsx";
import { MediaNotice } from "./media-notice.tsx";
import { MediaUses } from "./media-uses.tsx";

interface ItemPageProps {
  item: MediaItem;
  file: string;
  preview: { src: string; srcSet: string; width: number; height: number } | undefined;
  uses: MediaUse[];
  enabled: readonly Language[];
  constraints: Record<ReturnType<typeof altField>, InputConstraints>;
  notice: string | undefined;
  failure: FormFailure | undefined;
}

/** One file of the library: preview, facts, descriptions, where it is used, deletion. */
export function MediaItemPage(props: ItemPageProps) {
  const { item, file, preview, uses, enabled, constraints, notice, failure } = props;
  const { t, i18n } = useTranslation("adminMedia");
  const language = i18n.language;
  const altForm = formView("alt", constraints, failure?.formName === "alt" ? failure : undefined);
  const values = Object.fromEntries(
    Object.entries(item.alt).map(([l, text]) => [`alt_${l}`, text]),
  );
  const shownAlt = altForm.failure ? altForm : formView("alt", constraints, { errors: {}, values });
  return (
    <div className="media-page">
      <p className="media-page__back">
        <Link to={mediaLibraryPath}>{t("item.back")}</Link>
      </p>
      <h1>{item.name}</h1>
      <MediaNotice done={notice} />
      <div className="media-item">
        <figure className="media-item__preview">
          {preview ? (
            <img
              src={preview.src}
              srcSet={preview.srcSet}
              sizes="(min-width: 1280px) 40rem, 100vw"
              width={preview.width}
              height={preview.height}
              alt={item.alt[language as Language] ?? ""}
            />
          ) : item.kind === "video" ? (
            // biome-ignore lint/a11y/useMediaCaption: the agency's own clip, shown to check it; captions are the page's.
            <video src={file} controls preload="metadata" />
          ) : null}
          <figcaption>
            <a href={file}>{t("item.open")}</a>
          </figcaption>
        </figure>
        <section className="desk-panel" aria-labelledby="facts-heading">
          <h2 id="facts-heading">{t("item.facts")}</h2>
          <dl className="media-facts">
            <dt>{t("item.kind")}</dt>
            <dd>{t(`list.kinds.${item.kind}`)}</dd>
            <dt>{t("item.type")}</dt>
            <dd>{item.mimeType}</dd>
            <dt>{t("item.size")}</dt>
            <dd>{t("item.megabytes", { size: (item.bytes / 1_000_000).toFixed(2) })}</dd>
            {item.width && item.height ? (
              <>
                <dt>{t("item.dimensions")}</dt>
                <dd>{t("item.pixels", { width: item.width, height: item.height })}</dd>
              </>
            ) : null}
            <dt>{t("item.uploaded")}</dt>
            <dd>
              <time dateTime={item.createdAt}>{item.createdAt.slice(0, 10)}</time>
            </dd>
          </dl>
        </section>
      </div>
      <section className="desk-panel" aria-labelledby="alt-heading">
        <h2 id="alt-heading">{t("item.alt")}</h2>
        <Form method="post" action="?do=alt" className="media-form">
          <ErrorSummary form={altForm} labels={altLabels(enabled, t)} />
          <AltFields
            form={shownAlt}
            enabled={enabled}
            label={t("upload.alt")}
            hint={t("upload.altHint")}
          />
          <SubmitButton className="button">{t("item.saveAlt")}</SubmitButton>
        </Form>
      </section>
      <MediaUses uses={uses} failure={failure?.formName === "delete" ? failure : undefined} />
    </div>
  );
}

function altLabels(enabled: readonly Language[], t: (key: `languages.${Language}`) => string) {
  return Object.fromEntries(enabled.map((l) => [`alt_${l}`, t(`languages.${l}`)])) as Record<
    ReturnType<typeof altField>,
    string
  >;
}
