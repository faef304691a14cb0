import { useTranslation } from "react-i18next";
import type { RedirectProblem } from "#app/model/redirects/redirect-csv.ts";

// ADR 057: why nothing was written, every refused line of the file with its number and reason (line 0
// is the file as a whole), announced at once.
export function RedirectProblems({
  problems,
  single,
}: {
  problems: RedirectProblem[];
  /** The add form's one redirect, not a file's lines. */
  single: boolean;
}) {
  const { t } = useTranslation("adminRedirects");
  return (
    <section className="desk-panel" role="alert" aria-labelledby="redirect-problems-title">
      <h2 id="redirect-problems-title">
        {single ? t("refused.single") : t("refused.title", { count: problems.length })}
      </h2>
      <ul>
        {problems.map((problem) => (
          <li key={`${problem.line}-${problem.reason}`}>
            {single ? null : (
              <strong>
                {problem.line === 0
                  ? t("refused.file")
                  : t("refused.line", { line: problem.line })}{" "}
              </strong>
            )}
            {t(`refused.reasons.${problem.reason}`, { detail: problem.detail })}
          </li>
        ))}
      </ul>
    </section>
  );
}
