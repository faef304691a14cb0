import type { Language } from "#app/i18n/languages.ts";
import type { RecordIssue } from "#app/model/catalogue/group-records.ts";
import type { OmnicasaAccess } from "#app/services/env.server.ts";
import type { FeedFile } from "#app/services/omnicasa/snapshot-from-answers.ts";
import {
  type FetchPolicy,
  fetchDeletedIds,
  fetchList,
  SyncFetchError,
} from "./omnicasa-client.server.ts";

// A `changes` run's requests (ADR 066), with what the public client fw4-bvba/omnicasa-api documents:
// GetPropertyList's `ChangeSince` for the properties changed since then, in every language;
// GetProjectList has no such parameter, so the projects (a few per agency) come whole; and the ids
// GetDeletedPropertyIDs and GetDeletedProjectIDs list, to withdraw.

export interface Changes {
  files: FeedFile[];
  deleted: { properties: number[]; projects: number[] };
  /** The requests answered, for the run's record. */
  pages: number;
}

export async function fetchChanges(
  access: OmnicasaAccess,
  languages: Language[],
  since: Date,
  policy: FetchPolicy,
): Promise<Changes | { issues: RecordIssue[] }> {
  const files: FeedFile[] = [];
  const changeSince = { ChangeSince: changeSinceText(since) };
  try {
    const deleted = {
      properties: await fetchDeletedIds(access, "properties", policy),
      projects: await fetchDeletedIds(access, "projects", policy),
    };
    for (const language of languages) {
      files.push(...(await fetchList(access, "projects", language, policy)));
      files.push(...(await fetchList(access, "properties", language, policy, changeSince)));
    }
    return { files, deleted, pages: files.length + 2 };
  } catch (error) {
    if (!(error instanceof SyncFetchError)) throw error;
    return { issues: [error.issue] };
  }
}

/**
 * "2026-11-28 02:45:00" in UTC, as the public client writes a DateTime parameter (RequestObject:
 * format('Y-m-d H:i:s') of a time made from a timestamp, hence UTC). Should the API read it as
 * Brussels time, as it writes its own dates, it asks from an hour or two earlier: more overlap, never a gap.
 */
export function changeSinceText(since: Date): string {
  return since.toISOString().slice(0, 19).replace("T", " ");
}
