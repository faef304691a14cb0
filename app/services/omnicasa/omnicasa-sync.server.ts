import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Kysely } from "kysely";
import { lastSuccessfulStarts } from "#app/data/catalogue/sync-run-kinds.server.ts";
import { beginSyncRun, endSyncRun } from "#app/data/catalogue/sync-runs.server.ts";
import { withdrawDeleted } from "#app/data/catalogue/withdraw-deleted.server.ts";
import type { Engine } from "#app/data/database.server.ts";
import type { Database } from "#app/data/schema.ts";
import type { Language } from "#app/i18n/languages.ts";
import type { RecordIssue } from "#app/model/catalogue/group-records.ts";
import type { SyncKind, SyncRunEnd, SyncTrigger } from "#app/model/catalogue/sync-run.ts";
import type { OmnicasaAccess } from "#app/services/env.server.ts";
import type { FeedFile } from "#app/services/omnicasa/snapshot-from-answers.ts";
import { refreshCrmPropertyTypes } from "./crm-property-types.server.ts";
import { type Changes, fetchChanges } from "./fetch-changes.server.ts";
import {
  defaultFetchPolicy,
  type FetchPolicy,
  fetchList,
  SyncFetchError,
} from "./omnicasa-client.server.ts";
import { importReadableRecords, type ReadableImportResult } from "./readable-records.server.ts";
import { withSyncLock } from "./sync-lock.server.ts";
import { planRun, type SyncPlan } from "./sync-plan.ts";

// `npm run sync` and the server's sync worker (docs/requirements.md §11 "Real feeds"): the whole catalogue is fetched
// first, language after language (nl, fr, en, de as the API numbers them), every page of projects and
// properties; only when every page came is it imported, in one go, as a full import (what the CRM no
// longer lists is withdrawn). A page that cannot be had changes nothing. A record that cannot be read is
// left out and reported, the others imported (readable-records.server.ts). Every run that
// gets the lock is recorded with how it ended, for the desk (ADR 054). The server's runs are planned
// (ADR 066): a full one at most every SYNC_FULL_INTERVAL_HOURS, the others fetch only what changed; a full
// one that ended well also stores the CRM's property type ids (crm-property-types.server.ts).

const syncLanguages: Language[] = ["nl", "fr", "en", "de"];

export interface SyncOptions {
  engine: Engine;
  mediaDir: string;
  now: Date;
  policy?: Partial<FetchPolicy> | undefined;
  /** Who started the run, recorded with it; `npm run sync` when not given. */
  trigger?: SyncTrigger | undefined;
  /** Called once the run holds the lock and is recorded. */
  onStart?: (() => void) | undefined;
  /** Plans the run (ADR 066): full when the last full success is this old, else changes only. Unset: full. */
  fullIntervalMs?: number | undefined;
}

export type SyncOutcome =
  | (Extract<ReadableImportResult, { ok: true }> & {
      pages: number;
      kind: SyncKind;
      /** What went wrong beside the catalogue, which the run did not fail for (the CRM's type list). */
      warnings: string[];
    })
  | (Extract<ReadableImportResult, { ok: false }> & { pages: number; kind: SyncKind })
  /** Another sync was running (here, or on another server sharing the database). */
  | { ok: "busy" };

export async function syncFromOmnicasa(
  db: Kysely<Database>,
  access: OmnicasaAccess,
  options: SyncOptions,
): Promise<SyncOutcome> {
  const policy = { ...defaultFetchPolicy, ...options.policy };
  const outcome = await withSyncLock(db, options.engine, async () => {
    // Planned under the lock: another server's run that just ended counts.
    const plan: SyncPlan =
      options.fullIntervalMs === undefined
        ? { kind: "full" }
        : planRun(await lastSuccessfulStarts(db), options.now, options.fullIntervalMs);
    const trigger = options.trigger ?? { kind: "command" };
    const run = await beginSyncRun(db, trigger, new Date(), plan.kind);
    options.onStart?.();
    try {
      const { failedPage, ...result } = await fetchAndImport(db, access, options, policy, plan);
      // The CRM's type ids follow its set-up, not its records: a full run that ended well asks for them.
      const warning =
        plan.kind === "full" && result.ok
          ? await refreshCrmPropertyTypes(db, access, policy, options.now)
          : undefined;
      await endSyncRun(db, run, runEnd(result, failedPage), new Date());
      return result.ok
        ? { ...result, kind: plan.kind, warnings: warning ? [warning] : [] }
        : { ...result, kind: plan.kind };
    } catch (error) {
      // The run's own error is the one to see: a database gone as well must not hide it.
      const problem = error instanceof Error ? error.message : String(error);
      await endSyncRun(db, run, failedRun([problem]), new Date()).catch(() => undefined);
      throw error;
    }
  });
  return outcome ?? { ok: "busy" };
}

async function fetchAndImport(
  db: Kysely<Database>,
  access: OmnicasaAccess,
  options: SyncOptions,
  policy: FetchPolicy,
  plan: SyncPlan,
): Promise<ReadableImportResult & { pages: number; failedPage?: string | undefined }> {
  const fetched: (Partial<Changes> & { files: FeedFile[] }) | { issues: RecordIssue[] } =
    plan.kind === "full"
      ? await fetchCatalogue(access, policy)
      : await fetchChanges(access, syncLanguages, plan.since, policy);
  if ("issues" in fetched) {
    return {
      ok: false as const,
      issues: fetched.issues,
      unused: [],
      pages: 0,
      failedPage: fetched.issues[0]?.path,
    };
  }
  // The API gives photos as URLs; a local path in an answer must find nothing, so the import's
  // folder for local files is an empty one.
  const emptyDir = await mkdtemp(join(tmpdir(), "site-sync-"));
  try {
    const result = await importReadableRecords(db, fetched.files, {
      full: plan.kind === "full",
      dryRun: false,
      baseDir: emptyDir,
      mediaDir: options.mediaDir,
      now: options.now,
    });
    const pages = fetched.pages ?? fetched.files.length;
    if (!fetched.deleted || !result.ok) return { ...result, pages };
    const withdrawn = await withdrawDeleted(db, fetched.deleted, options.now);
    const summary = { ...result.summary, withdrawn: result.summary.withdrawn + withdrawn };
    return { ...result, summary, pages };
  } finally {
    await rm(emptyDir, { recursive: true, force: true });
  }
}

/** One problem on one line, as the desk lists them. */
export const problemLine = (issue: RecordIssue) =>
  `${issue.path}: ${issue.message}`.replace(/\s+/g, " ").trim();

function runEnd(result: ReadableImportResult & { pages: number }, failedPage?: string): SyncRunEnd {
  if (!result.ok) return failedRun(result.issues.map(problemLine), failedPage);
  const { created, updated, withdrawn } = result.summary;
  const refused = result.refused.map(problemLine);
  return { status: "done", pages: result.pages, created, updated, withdrawn, refused };
}

function failedRun(problems: string[], failedPage?: string): SyncRunEnd {
  return {
    status: "failed",
    errors: problems.map((line) => line.replace(/\s+/g, " ").trim()),
    errorCount: problems.length,
    failedPage,
  };
}

async function fetchCatalogue(
  access: OmnicasaAccess,
  policy: FetchPolicy,
): Promise<{ files: FeedFile[] } | { issues: RecordIssue[] }> {
  const files: FeedFile[] = [];
  try {
    for (const language of syncLanguages) {
      files.push(...(await fetchList(access, "projects", language, policy)));
      files.push(...(await fetchList(access, "properties", language, policy)));
    }
  } catch (error) {
    if (!(error instanceof SyncFetchError)) throw error;
    return { issues: [error.issue] };
  }
  return { files };
}
