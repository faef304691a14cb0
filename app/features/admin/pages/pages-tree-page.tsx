import { useTranslation } from "react-i18next";
import type { InputConstraints } from "#app/model/forms/html-constraints.ts";
import type { FormFailure } from "#app/model/forms/submission.ts";
import { NewPageForm } from "./new-page-form.tsx";
import { PageTreeAnswerPanel, type PageTreeRefusal } from "./page-tree-answer.tsx";
import { PagesStyles } from "./pages-styles.tsx";
import { PagesTreeTable, type PageTreeRowView } from "./pages-tree-table.tsx";

// Issue 27 "Pages and collections": the desk's pages page: what the last form did, a delete to confirm
// or why nothing changed, the menu tree, then the new page form.

export function PagesTreePage({
  title,
  pages,
  done,
  constraints,
  answer,
}: {
  title: string;
  pages: PageTreeRowView[];
  done: string | undefined;
  constraints: Record<"name" | "path" | "parent", InputConstraints>;
  answer: FormFailure | PageTreeRefusal | undefined;
}) {
  const { t } = useTranslation("adminPages");
  const failure = answer && "errors" in answer ? answer : undefined;
  const refusal = answer && !("errors" in answer) ? answer : undefined;
  return (
    <div className="desk-page">
      <PagesStyles />
      <h1>{title}</h1>
      <p>{t("intro")}</p>
      {done ? (
        <p className="desk-notice" role="status">
          {t(done === "moved" ? "done.moved" : "done.deleted")}
        </p>
      ) : null}
      {refusal ? <PageTreeAnswerPanel answer={refusal} /> : null}
      <PagesTreeTable pages={pages} />
      <NewPageForm constraints={constraints} failure={failure} parents={pages} />
    </div>
  );
}
