import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { ErrorSummary } from "#app/components/ui/form/error-summary.tsx";
import { Field } from "#app/components/ui/form/field.tsx";
import { formView } from "#app/components/ui/form/form-view.ts";
import { SubmitButton } from "#app/components/ui/form/submit-button.tsx";
import type { InputConstraints } from "#app/model/forms/html-constraints.ts";
import type { FormFailure } from "#app/model/forms/submission.ts";

// Issue 27 "Pages and collections", ADR 062: a new page from its name, its URL segment and its parent
// (a plain POST to `?do=new`); it is made hidden and opens in its editor.

export function NewPageForm({
  constraints,
  failure,
  parents,
}: {
  constraints: Record<"name" | "path" | "parent", InputConstraints>;
  failure: FormFailure | undefined;
  /** Every page, in the tree's order, as a parent to choose. */
  parents: { id: number; name: string; depth: number }[];
}) {
  const { t } = useTranslation("adminPages");
  const form = formView("new-page", constraints, failure);
  const labels = { name: t("create.name"), path: t("create.path"), parent: t("create.parent") };
  return (
    <section className="desk-panel" aria-labelledby="new-page-title">
      <h2 id="new-page-title">{t("create.title")}</h2>
      <p>{t("create.intro")}</p>
      <Form method="post" action="?do=new" className="desk-form">
        <ErrorSummary form={form} labels={labels} />
        <Field
          {...form.field("name")}
          label={labels.name}
          hint={t("create.nameHint")}
          autoComplete="off"
        />
        <Field
          {...form.field("path")}
          label={labels.path}
          hint={t("create.pathHint")}
          spellCheck={false}
          autoComplete="off"
        />
        {/* A select needs no text constraints: the server checks the id. */}
        <Field {...form.field("parent")} constraints={undefined} label={labels.parent}>
          {({ defaultValue, ...control }) => (
            <select {...control} defaultValue={defaultValue ?? ""}>
              <option value="">{t("create.top")}</option>
              {parents.map((page) => (
                <option key={page.id} value={page.id}>
                  {`${"\u2014 ".repeat(page.depth)}${page.name}`}
                </option>
              ))}
            </select>
          )}
        </Field>
        <SubmitButton className="button">{t("create.submit")}</SubmitButton>
      </Form>
    </section>
  );
}
