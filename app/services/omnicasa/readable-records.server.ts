import type { Kysely } from "kysely";
import type { Database } from "#app/data/schema.ts";
import type { RecordIssue } from "#app/model/catalogue/group-records.ts";
import { importSnapshot } from "#app/services/catalogue-import/snapshot-import.server.ts";
import { missingRows } from "./feed-completeness.ts";
import type { FeedImportResult } from "./omnicasa-import.server.ts";
import { type FeedFile, type SnapshotRecord, snapshotFromFeed } from "./snapshot-from-answers.ts";

// The sync's import (issue 28, defect 7): one record the site cannot read must not stop every sync.
// The records that read well are imported; each refused one is left out with every language of its
// entity, reported (record, field, why), and never withdrawn for being absent. A list that is not
// complete still refuses the whole feed: its missing records would look withdrawn.

type ListName = SnapshotRecord["list"];
const listNames: ListName[] = ["properties", "projects", "propertyTypes"];
type Records = Record<ListName, Record<string, unknown>[]>;

export type ReadableImportResult =
  | (Extract<FeedImportResult, { ok: true }> & { refused: RecordIssue[] })
  | Extract<FeedImportResult, { ok: false }>;

export async function importReadableRecords(
  db: Kysely<Database>,
  files: FeedFile[],
  options: Parameters<typeof importSnapshot>[2],
): Promise<ReadableImportResult> {
  const feed = snapshotFromFeed(files);
  const incomplete = missingRows(files);
  if (incomplete.length > 0) return { ok: false, issues: incomplete, unused: feed.unused };
  const all = feed.snapshot as unknown as Records;
  const left = new Set(listNames.flatMap((list) => all[list].map((_, i) => `${list}[${i}]`)));
  const leaveOut = ({ list, index }: SnapshotRecord) => {
    const key = keyOf(list, all[list][index]);
    all[list].forEach((record, i) => {
      if (i === index || (key !== undefined && keyOf(list, record) === key))
        left.delete(`${list}[${i}]`);
    });
  };
  const refused = [...feed.issues];
  for (const record of feed.unreadable) leaveOut(record);

  // Each pass leaves out at least one more record, so this ends; one or two passes in practice (a
  // project refused, then the units that name it when it was never stored).
  for (;;) {
    const { snapshot, original } = recordsLeft(all, left);
    const result = await importSnapshot(db, snapshot, {
      ...options,
      refusedIds: {
        projects: idsLeftOut(all, left, "projects"),
        properties: idsLeftOut(all, left, "properties"),
      },
    });
    if (result.ok) return { ...result, unused: feed.unused, refused };
    const found = result.issues.map((issue) => {
      const renamed = {
        path: inOriginalTerms(issue.path, original),
        message: inOriginalTerms(issue.message, original),
      };
      return { record: recordOf(renamed.path), issue: feed.explain(renamed) };
    });
    if (found.some(({ record }) => record === undefined)) {
      return { ok: false, issues: found.map(({ issue }) => issue), unused: feed.unused };
    }
    for (const { record, issue } of found) {
      if (record) leaveOut(record);
      refused.push(issue);
    }
  }
}

/** An entity's identity in its list: a record's ID, a property type's WebID. */
function keyOf(list: ListName, record: Record<string, unknown> | undefined): unknown {
  return record?.[list === "propertyTypes" ? "WebID" : "ID"];
}

/** The snapshot of the records left, and each one's place in the whole feed's snapshot. */
function recordsLeft(all: Records, left: ReadonlySet<string>) {
  const original = {} as Record<ListName, number[]>;
  const snapshot = {} as Records;
  for (const list of listNames) {
    original[list] = all[list].flatMap((_, i) => (left.has(`${list}[${i}]`) ? [i] : []));
    snapshot[list] = original[list].map((i) => all[list][i] ?? {});
  }
  return { snapshot, original };
}

function idsLeftOut(all: Records, left: ReadonlySet<string>, list: "projects" | "properties") {
  return all[list].flatMap((record, i) =>
    !left.has(`${list}[${i}]`) && typeof record.ID === "number" ? [record.ID] : [],
  );
}

const recordPath = /\b(properties|projects|propertyTypes)\[(\d+)\]/g;

/** `properties[3]` of the snapshot imported is `properties[7]` of the whole feed's. */
function inOriginalTerms(text: string, original: Record<ListName, number[]>): string {
  return text.replace(recordPath, (found, list: ListName, index: string) => {
    const at = original[list][Number(index)];
    return at === undefined ? found : `${list}[${at}]`;
  });
}

function recordOf(path: string): SnapshotRecord | undefined {
  const match = /^(properties|projects|propertyTypes)\[(\d+)\]/.exec(path);
  return match ? { list: match[1] as ListName, index: Number(match[2]) } : undefined;
}
