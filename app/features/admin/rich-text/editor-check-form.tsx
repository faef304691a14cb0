import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { ErrorSummary } from "#app/components/ui/form/error-summary.tsx";
import { formView } from "#app/components/ui/form/form-view.ts";
import { SubmitButton } from "#app/components/ui/form/submit-button.tsx";
import type { SafeHtml } from "#app/model/content/safe-html.ts";
import type { InputConstraints } from "#app/model/forms/html-constraints.ts";
import type { FormFailure } from "#app/model/forms/submission.ts";
import { EditorStyles } from "./editor-styles.tsx";
import { RichTextField } from "./rich-text-field.tsx";

interface EditorCheckFormProps {
  constraints: { text: InputConstraints };
  failure: FormFailure | undefined;
  /** The last text checked, as the site keeps it. */
  kept: SafeHtml | undefined;
}

// The desk's writing check (ADR 058): the editor on its own, posting as any desk form does; the answer
// shows the text as the sanitiser keeps it, rendered and as HTML. Nothing is stored.
export function EditorCheckForm({ constraints, failure, kept }: EditorCheckFormProps) {
  const { t } = useTranslation("adminEditor");
  const form = formView("editor-check", constraints, failure);
  const text = form.field("text");
  return (
    <>
      <EditorStyles />
      <p className="ops-intro">{t("check.intro")}</p>
      <Form method="post" className="editor-check" noValidate>
        <ErrorSummary form={form} labels={{ text: t("check.field") }} />
        <RichTextField
          key={kept ?? ""}
          {...text}
          value={text.value ?? kept}
          label={t("check.field")}
        />
        <SubmitButton className="button">{t("check.submit")}</SubmitButton>
      </Form>
      {kept === undefined ? null : (
        <section aria-labelledby="editor-check-result" className="editor-check__result">
          <h2 id="editor-check-result">{t("check.result")}</h2>
          <div
            className="prose"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: SafeHtml comes only from sanitizeRichText (ADR 058)
            dangerouslySetInnerHTML={{ __html: kept }}
          />
          <h3>{t("check.html")}</h3>
          <pre className="editor-check__html">
            <code data-testid="kept-html">{kept}</code>
          </pre>
        </section>
      )}
    </>
  );
}
