// ADR 056: what differs between two states of a document, leaf by leaf, for the history's "compare with
// the current one" and for `npm run site -- import --dry-run`'s "what would change". Arrays are compared
// item by item (a menu moved one place shows as the items that changed).

export interface DocumentChange {
  /** Where, as keys and indexes from the document's root: `["theme", "brand"]`, `["links", 2, "href"]`. */
  path: (string | number)[];
  before: unknown;
  after: unknown;
}

export function documentChanges(before: unknown, after: unknown): DocumentChange[] {
  const changes: DocumentChange[] = [];
  collect(before, after, [], changes);
  return changes;
}

function collect(
  before: unknown,
  after: unknown,
  path: (string | number)[],
  changes: DocumentChange[],
): void {
  if (Array.isArray(before) && Array.isArray(after)) {
    for (let i = 0; i < Math.max(before.length, after.length); i++)
      collect(before[i], after[i], [...path, i], changes);
    return;
  }
  if (isRecord(before) && isRecord(after)) {
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)]))
      collect(before[key], after[key], [...path, key], changes);
    return;
  }
  if (!Object.is(before, after)) changes.push({ path, before, after });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
