import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { ErrorSummary } from "#app/components/ui/form/error-summary.tsx";
import { Field } from "#app/components/ui/form/field.tsx";
import { formView } from "#app/components/ui/form/form-view.ts";
import { SubmitButton } from "#app/components/ui/form/submit-button.tsx";
import type { InputConstraints } from "#app/model/forms/html-constraints.ts";
import type { FormFailure } from "#app/model/forms/submission.ts";

/** What the last test said, as the action answered it. */
export type TestMailResult =
  | { sent: true; to: string }
  | { problem: string; detail: string }
  | { noSmtp: true };

interface TestMailFormProps {
  /** The staff member's own address, the default recipient. */
  defaultTo: string;
  constraints: { to: InputConstraints };
  failure: FormFailure | undefined;
  result: TestMailResult | undefined;
}

// "Send a test mail" (docs/requirements.md §17 "Mail log", ADR 054): a plain POST; the answer says in
// words what is wrong with the SMTP settings, then the technical detail.
export function TestMailForm({ defaultTo, constraints, failure, result }: TestMailFormProps) {
  const { t } = useTranslation("adminOps");
  const form = formView("test-mail", constraints, failure);
  const to = form.field("to");
  return (
    <section className="ops-panel" aria-labelledby="test-mail-heading">
      <h2 id="test-mail-heading">{t("testMail.title")}</h2>
      <p>{t("testMail.intro")}</p>
      {result ? <TestMailAnswer result={result} /> : null}
      <Form method="post" className="ops-inline-form" noValidate>
        <ErrorSummary form={form} labels={{ to: t("testMail.to") }} />
        <input type="hidden" name="intent" value="test-mail" />
        <Field
          {...to}
          value={to.value ?? defaultTo}
          label={t("testMail.to")}
          type="email"
          autoComplete="email"
        />
        <SubmitButton className="button">{t("testMail.submit")}</SubmitButton>
      </Form>
    </section>
  );
}

function TestMailAnswer({ result }: { result: TestMailResult }) {
  const { t } = useTranslation("adminOps");
  if ("sent" in result)
    return (
      <p className="ops-notice ops-notice--ok" role="status">
        {t("testMail.sent", { to: result.to })}
      </p>
    );
  if ("noSmtp" in result)
    return (
      <p className="ops-notice" role="status">
        {t("testMail.noSmtp")}
      </p>
    );
  return (
    <div className="ops-notice ops-notice--problem" role="alert">
      <p>{t(`testMail.problems.${result.problem as "other"}`)}</p>
      <p className="ops-notice__detail">{t("testMail.detail", { detail: result.detail })}</p>
    </div>
  );
}
