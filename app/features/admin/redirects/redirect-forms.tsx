import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { ErrorSummary } from "#app/components/ui/form/error-summary.tsx";
import { Field } from "#app/components/ui/form/field.tsx";
import { formView } from "#app/components/ui/form/form-view.ts";
import { SubmitButton } from "#app/components/ui/form/submit-button.tsx";
import type { InputConstraints } from "#app/model/forms/html-constraints.ts";
import type { FormFailure } from "#app/model/forms/submission.ts";

// ADR 057: add one redirect (a plain POST to `?do=add`), or import a CSV file (multipart, `?do=import`),
// checked only when "dry run" is ticked.

export function RedirectAddForm({
  constraints,
  failure,
}: {
  constraints: Record<"from" | "to", InputConstraints>;
  failure: FormFailure | undefined;
}) {
  const { t } = useTranslation("adminRedirects");
  const form = formView("redirect-add", constraints, failure);
  const labels = { from: t("add.from"), to: t("add.to") };
  return (
    <section className="desk-panel" aria-labelledby="redirect-add-title">
      <h2 id="redirect-add-title">{t("add.title")}</h2>
      <Form method="post" action="?do=add" className="desk-form">
        <ErrorSummary form={form} labels={labels} />
        <Field
          {...form.field("from")}
          label={labels.from}
          hint={t("add.fromHint")}
          spellCheck={false}
          autoComplete="off"
        />
        <Field
          {...form.field("to")}
          label={labels.to}
          hint={t("add.toHint")}
          spellCheck={false}
          autoComplete="off"
        />
        <SubmitButton className="button">{t("add.submit")}</SubmitButton>
      </Form>
    </section>
  );
}

export function RedirectUploadForm({ error }: { error: "noFile" | "notText" | undefined }) {
  const { t } = useTranslation("adminRedirects");
  return (
    <section className="desk-panel" aria-labelledby="redirect-upload-title">
      <h2 id="redirect-upload-title">{t("upload.title")}</h2>
      <Form method="post" action="?do=import" encType="multipart/form-data" className="desk-form">
        <Field
          id="redirect-upload-file"
          name="file"
          label={t("upload.file")}
          hint={t("upload.hint")}
          error={error ? `adminRedirects:upload.${error}` : undefined}
        >
          {({ defaultValue: _, ...control }) => (
            <input {...control} type="file" accept=".csv,text/csv,text/plain" required />
          )}
        </Field>
        <Field id="redirect-upload-dry-run" name="dryRun" label={t("upload.dryRun")} check />
        <SubmitButton className="button">{t("upload.submit")}</SubmitButton>
      </Form>
    </section>
  );
}
