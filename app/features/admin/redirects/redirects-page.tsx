import { useTranslation } from "react-i18next";
import type { InputConstraints } from "#app/model/forms/html-constraints.ts";
import type { FormFailure } from "#app/model/forms/submission.ts";
import type { RedirectProblem } from "#app/model/redirects/redirect-csv.ts";
import { RedirectAddForm, RedirectUploadForm } from "./redirect-forms.tsx";
import { RedirectProblems } from "./redirect-problems.tsx";
import { type RedirectRowView, RedirectTable } from "./redirect-table.tsx";

// Issue 27, ADR 057: the desk's redirects page, for admins: what the last form did or why it wrote
// nothing, the two ways to write redirects, then the list.

type Answer =
  | FormFailure
  | { refused: RedirectProblem[]; form: string }
  | { uploadError: "noFile" | "notText" }
  | { dryRun: { imported: number; unchanged: number } };

export function RedirectsPage({
  title,
  filter,
  rows,
  nextUrl,
  firstUrl,
  done,
  constraints,
  answer,
}: {
  title: string;
  filter: { q?: string | undefined };
  rows: RedirectRowView[];
  nextUrl: string | undefined;
  firstUrl: string | undefined;
  done: { key: string; count: number | undefined } | undefined;
  constraints: Record<"from" | "to", InputConstraints>;
  answer: Answer | undefined;
}) {
  const { t } = useTranslation("adminRedirects");
  const refused = answer && "refused" in answer ? answer : undefined;
  const failure = answer && "errors" in answer ? answer : undefined;
  return (
    <div className="desk-page">
      <h1>{title}</h1>
      <p>{t("intro")}</p>
      {done ? (
        <p className="desk-notice" role="status">
          {done.key === "imported"
            ? t("done.imported", { count: done.count ?? 0 })
            : t(done.key === "added" ? "done.added" : "done.removed")}
        </p>
      ) : null}
      {answer && "dryRun" in answer ? (
        <p className="desk-notice" role="status">
          {t("done.dryRun", { count: answer.dryRun.imported })}{" "}
          {answer.dryRun.unchanged > 0
            ? t("done.unchanged", { count: answer.dryRun.unchanged })
            : null}
        </p>
      ) : null}
      {refused ? (
        <RedirectProblems problems={refused.refused} single={refused.form === "add"} />
      ) : null}
      <RedirectAddForm constraints={constraints} failure={failure} />
      <RedirectUploadForm
        error={answer && "uploadError" in answer ? answer.uploadError : undefined}
      />
      <RedirectTable rows={rows} q={filter.q} nextUrl={nextUrl} firstUrl={firstUrl} />
    </div>
  );
}
