import { redirectPath, redirectTarget } from "./redirect-path.ts";

// Issue 27, ADR 057: the agency's list of its previous website's addresses, as a spreadsheet saves it.
// Two columns, old and new, separated by ";" or "," (whichever the first line uses), a field in double
// quotes when it holds the separator; a first line naming no path is a header; UTF-8, with or without
// the BOM Excel writes; blank lines skipped. Line numbers are the file's own, as the agency sees them.

export const maxRedirectRows = 10_000;

export interface RedirectRow {
  line: number;
  from: string;
  to: string;
}

export type RedirectProblemReason =
  | "columns"
  | "source"
  | "target"
  | "self"
  | "duplicate"
  | "exists"
  | "loop"
  | "chain"
  | "livePage"
  | "tooMany"
  | "empty";

export interface RedirectProblem {
  /** The file's line; 0 for the file as a whole (too many rows, none at all). */
  line: number;
  reason: RedirectProblemReason;
  /** What the reason refers to: the line repeated, the path redirected already. */
  detail?: string;
}

export interface ParsedRedirects {
  rows: RedirectRow[];
  problems: RedirectProblem[];
}

/** The file's rows with their paths normalised, and the problems of the lines that are not rows. */
export function parseRedirectCsv(text: string): ParsedRedirects {
  const lines = text.replace(/^\uFEFF/, "").split(/\r\n|\n|\r/);
  const separator = (lines[0] ?? "").includes(";") ? ";" : ",";
  const rows: RedirectRow[] = [];
  const problems: RedirectProblem[] = [];
  lines.forEach((content, index) => {
    if (content.trim() === "") return;
    const line = index + 1;
    const fields = splitFields(content, separator);
    if (fields?.length !== 2) {
      problems.push({ line, reason: "columns" });
      return;
    }
    const [old = "", target = ""] = fields;
    const from = redirectPath(old);
    const to = redirectTarget(target);
    if (rows.length === 0 && problems.length === 0 && !from && !to) return;
    if (!from) problems.push({ line, reason: "source" });
    else if (!to) problems.push({ line, reason: "target" });
    else rows.push({ line, from, to });
  });
  if (rows.length + problems.length > maxRedirectRows)
    return { rows: [], problems: [{ line: 0, reason: "tooMany" }] };
  if (rows.length === 0 && problems.length === 0) problems.push({ line: 0, reason: "empty" });
  return { rows, problems };
}

/** A line's fields, quotes taken off ("" inside quotes is one quote); undefined when a quote is left open. */
function splitFields(line: string, separator: string): string[] | undefined {
  const fields: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (quoted && char === '"' && line[i + 1] === '"') {
      field += '"';
      i++;
    } else if (char === '"' && (quoted || field.trim() === "")) {
      quoted = !quoted;
      if (quoted) field = "";
    } else if (char === separator && !quoted) {
      fields.push(field.trim());
      field = "";
    } else field += char;
  }
  if (quoted) return undefined;
  fields.push(field.trim());
  return fields;
}
