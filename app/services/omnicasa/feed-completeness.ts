import type { RecordIssue } from "#app/model/catalogue/group-records.ts";
import type { FeedFile } from "./snapshot-from-answers.ts";
import { readLanguage } from "./values.ts";

/**
 * Every list of the feed complete: for each endpoint and language, the pages hold as many items as
 * their RowsCount says. A missing page would otherwise look like properties gone from the CRM (and a
 * full import would withdraw them).
 */
export function missingRows(files: FeedFile[]): RecordIssue[] {
  const lists = new Map<string, { rowsCount: Set<number>; items: number; files: string[] }>();
  for (const file of files) {
    for (const page of file.pages) {
      const language = languageOf(page.items[0]?.LanguageId);
      // An empty page says nothing about its language; its RowsCount is checked by the others.
      if (!language) continue;
      const key = `${page.kind} in ${language}`;
      const list = lists.get(key) ?? { rowsCount: new Set(), items: 0, files: [] };
      list.rowsCount.add(page.rowsCount);
      list.items += page.items.length;
      if (!list.files.includes(file.name)) list.files.push(file.name);
      lists.set(key, list);
    }
  }
  const issues: RecordIssue[] = [];
  for (const [key, list] of lists) {
    const counts = [...list.rowsCount];
    const path = list.files.join(", ");
    if (counts.length > 1) {
      issues.push({
        path,
        message: `the pages of ${key} disagree on RowsCount (${counts.join(", ")})`,
      });
    } else if (counts[0] !== list.items) {
      issues.push({
        path,
        message: `${key}: RowsCount is ${counts[0]} but the pages hold ${list.items} item(s); a page is missing or repeated`,
      });
    }
  }
  return issues;
}

function languageOf(value: unknown): string | undefined {
  try {
    return readLanguage(value);
  } catch {
    return undefined;
  }
}
