import type { RedirectProblem, RedirectRow } from "./redirect-csv.ts";
import { targetPath } from "./redirect-path.ts";

// Issue 27, ADR 057: what makes a set of redirects refused before anything is written. Every old address
// answers one 301 to where it goes now: no redirect leads to another one (a chain: the agency points the
// row at the final address) nor back to itself (a loop). A path the site serves is never redirected.

export interface CheckedRedirects {
  /** The rows to write: new old paths, none refused. */
  fresh: RedirectRow[];
  /** Rows the table holds already, with the same target: left as they are. */
  unchanged: number;
  problems: RedirectProblem[];
}

// A loop longer than this is reported as a chain: refused all the same.
const maxWalk = 64;

/**
 * Checks `rows` against the redirects stored (`existing`, old path to target) and against the site's
 * own pages (`isLive`). Rows are checked together: a loop or chain made of two new rows is found too.
 */
export function checkRedirects(
  rows: readonly RedirectRow[],
  existing: ReadonlyMap<string, string>,
  isLive: (path: string) => boolean,
): CheckedRedirects {
  const problems: RedirectProblem[] = [];
  const lineOf = new Map<string, number>();
  const all = new Map(existing);
  const incoming: RedirectRow[] = [];
  let unchanged = 0;
  for (const row of rows) {
    const problem = rowProblem(row, lineOf, existing, isLive);
    lineOf.set(row.from, lineOf.get(row.from) ?? row.line);
    if (problem === "unchanged") unchanged++;
    else if (problem) problems.push(problem);
    else {
      incoming.push(row);
      all.set(row.from, row.to);
    }
  }
  const storedTargets = new Set([...existing.values()].map(targetPath));
  for (const row of incoming) {
    const next = targetPath(row.to);
    if (next !== undefined && all.has(next)) {
      const reason = leadsBack(all, row.from) ? "loop" : "chain";
      problems.push({ line: row.line, reason, detail: next });
    } else if (storedTargets.has(row.from)) {
      // A stored redirect leads here: this row would make it a chain.
      problems.push({ line: row.line, reason: "chain", detail: row.from });
    }
  }
  problems.sort((a, b) => a.line - b.line);
  return { fresh: problems.length === 0 ? incoming : [], unchanged, problems };
}

function rowProblem(
  row: RedirectRow,
  lineOf: ReadonlyMap<string, number>,
  existing: ReadonlyMap<string, string>,
  isLive: (path: string) => boolean,
): RedirectProblem | "unchanged" | undefined {
  const { line, from, to } = row;
  const earlier = lineOf.get(from);
  if (earlier !== undefined) return { line, reason: "duplicate", detail: String(earlier) };
  const stored = existing.get(from);
  if (stored === to) return "unchanged";
  if (stored !== undefined) return { line, reason: "exists", detail: stored };
  if (targetPath(to) === from) return { line, reason: "self" };
  if (isLive(from)) return { line, reason: "livePage" };
  return undefined;
}

/** Whether following the redirects from `start` comes back to it. */
function leadsBack(all: ReadonlyMap<string, string>, start: string): boolean {
  let at: string | undefined = start;
  for (let step = 0; step < maxWalk && at !== undefined; step++) {
    const to = all.get(at);
    at = to === undefined ? undefined : targetPath(to);
    if (at === start) return true;
  }
  return false;
}
