import type { ImportOutcome } from "#app/services/admin/site-file.server.ts";

// What `npm run site -- import` prints: each document that changes (or would), leaf by leaf, or each
// problem that stopped the import, with the place it was found.

const shown = (value: unknown) => {
  const text = value === undefined ? "(none)" : JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
};

export function importReport(outcome: ImportOutcome, dryRun: boolean): string[] {
  if ("problems" in outcome)
    return [
      "Nothing was imported:",
      ...outcome.problems.flatMap(({ where, issues }) =>
        typeof issues === "string"
          ? [`  ${where}: ${issues}`]
          : issues.map((issue) => `  ${[where, ...issue.path].join(".")}: ${issue.message}`),
      ),
    ];
  if (outcome.documents.length === 0) return ["Nothing to change: the site is as the file says."];
  return [
    `${dryRun ? "Would change" : "Changed"} ${outcome.documents.length} document(s):`,
    ...outcome.documents.flatMap(({ ref, changes }) => [
      `  ${ref.kind}/${ref.key}:`,
      ...changes.map(
        (change) =>
          `    ${change.path.join(".")}: ${shown(change.before)} -> ${shown(change.after)}`,
      ),
    ]),
  ];
}
