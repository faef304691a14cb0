import { formatDateTime } from "#app/domain/dates.ts";
import type { Language } from "#app/i18n/languages.ts";
import type { AdminSiteMessages } from "#app/locales/en/admin-site.ts";
import type { DocumentChange } from "#app/model/content/document-changes.ts";
import type { SiteRevision } from "#app/model/content/site-document.ts";
import { historyPath } from "./site-forms.ts";

// ADR 056: a document's history as its page shows it: times in agency time (formatDateTime), names,
// readable values.

interface Speaking {
  language: Language;
  texts: AdminSiteMessages;
}

/** A leaf's value in words: a text as it is, a list or group as JSON, nothing as "(empty)". */
function readable(value: unknown, empty: string): string {
  if (value === undefined || value === null || value === "") return empty;
  return typeof value === "string" ? value : JSON.stringify(value);
}

export function changeRows(changes: DocumentChange[], texts: AdminSiteMessages) {
  return changes.map((change) => ({
    field: change.path.join(" › "),
    before: readable(change.before, texts.history.empty),
    after: readable(change.after, texts.history.empty),
  }));
}

/** Who published or saved: a name, else the state before the desk (no one) or a removed member. */
const byline = (by: string | undefined, staffId: number | undefined, texts: AdminSiteMessages) =>
  by ?? (staffId === undefined ? texts.history.beforeDesk : texts.history.removedMember);

export function revisionRows(
  revisions: (SiteRevision & { by: string | undefined })[],
  ref: { kind: string; key: string },
  { language, texts }: Speaking,
) {
  return revisions.map((revision, index) => ({
    number: revision.number,
    when: formatDateTime(revision.publishedAt, language),
    by: byline(revision.by, revision.staffId, texts),
    restoredFrom: revision.restoredFrom,
    current: index === 0,
    compare: `${historyPath(ref)}?compare=${revision.number}`,
  }));
}

export function draftRow(
  draft: { updatedAt: Date; by: string | undefined; changes: DocumentChange[] },
  { language, texts }: Speaking,
) {
  return {
    when: formatDateTime(draft.updatedAt, language),
    by: draft.by ?? texts.history.removedMember,
    changes: changeRows(draft.changes, texts),
  };
}
