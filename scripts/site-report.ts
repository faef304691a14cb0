import type { ImportOutcome } from "#app/services/admin/site-file.server.ts";

// What `npm run site -- import` prints: each document that changes (or would), leaf by leaf, and how
// many redirects are added and removed; or each problem that stopped the import, with where it was.

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
  const { added = 0, removed = 0 } = outcome.redirects ?? {};
  // docs/operations.md "The site as a file": media named by a name are not this site's.
  const leftOut = (outcome.leftOut ?? []).map(
    ({ where, names, kept }) =>
      `  ${where}: ${names.join(", ")} not in the media library, ${kept ? "document left as it is" : "left out"}`,
  );
  const named = leftOut.length > 0 ? ["Media named by the file:", ...leftOut] : [];
  if (outcome.documents.length === 0 && added + removed === 0)
    return [...named, "Nothing to change: the site is as the file says."];
  return [
    ...named,
    `${dryRun ? "Would change" : "Changed"} ${outcome.documents.length} document(s):`,
    ...outcome.documents.flatMap(({ ref, changes, created }) => [
      `  ${ref.kind}/${ref.key}${created ? " (new)" : ""}:`,
      ...changes.map(
        (change) =>
          `    ${change.path.join(".")}: ${shown(change.before)} -> ${shown(change.after)}`,
      ),
    ]),
    ...(outcome.redirects
      ? [
          `Redirects: ${added} ${dryRun ? "to add" : "added"}, ${removed} ${dryRun ? "to remove" : "removed"}.`,
        ]
      : []),
  ];
}
