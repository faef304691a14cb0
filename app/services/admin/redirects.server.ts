import type { Kysely } from "kysely";
import { appendStaffAudit, type StaffAuditEntry } from "#app/data/admin/staff-audit.server.ts";
import { bumpContentVersion } from "#app/data/content/content-version.server.ts";
import {
  deleteRedirect,
  insertRedirects,
  readRedirectMap,
} from "#app/data/redirects/redirects.server.ts";
import type { Database } from "#app/data/schema.ts";
import { checkRedirects } from "#app/model/redirects/redirect-checks.ts";
import {
  parseRedirectCsv,
  type RedirectProblem,
  type RedirectRow,
} from "#app/model/redirects/redirect-csv.ts";
import { redirectPath, redirectTarget } from "#app/model/redirects/redirect-path.ts";
import type { DeskActor } from "./desk-actor.ts";
import { siteAnswers } from "./redirect-sources.server.ts";

// Issue 27, ADR 057: the redirects the agency writes at the desk, one by one or as a CSV of its previous
// website. A set is checked whole (redirect-checks.ts) and written in one transaction, or not at all;
// every write bumps the content version, so that every server loads the table again (server/redirects.ts).

export type AddRedirectOutcome = { added: true } | { refused: RedirectProblem };

/** One redirect from the desk's form: `from` an old path or address, `to` where it goes now. */
export async function addRedirect(
  db: Kysely<Database>,
  actor: DeskActor,
  input: { from: string; to: string },
  now: Date,
): Promise<AddRedirectOutcome> {
  const from = redirectPath(input.from);
  const to = redirectTarget(input.to);
  if (!from) return { refused: { line: 1, reason: "source" } };
  if (!to) return { refused: { line: 1, reason: "target" } };
  const outcome = await writeChecked(
    db,
    [{ line: 1, from, to }],
    { actor, origin: "desk", now },
    {
      action: "redirect.add",
      object: { kind: "redirect", id: from },
    },
  );
  const [problem] = outcome.problems;
  if (problem) return { refused: problem };
  // The very same redirect is there already.
  if (outcome.fresh.length === 0) return { refused: { line: 1, reason: "exists", detail: to } };
  return { added: true };
}

export type ImportRedirectsOutcome =
  | { refused: RedirectProblem[] }
  | { imported: number; unchanged: number; dryRun: boolean };

/**
 * A CSV of old and new addresses (model/redirects/redirect-csv.ts): every row written, or none when one
 * is refused, each refusal with its line. A dry run checks the same and writes nothing.
 */
export async function importRedirects(
  db: Kysely<Database>,
  actor: DeskActor,
  csv: string,
  options: { dryRun: boolean },
  now: Date,
): Promise<ImportRedirectsOutcome> {
  const parsed = parseRedirectCsv(csv);
  const wholeFile = parsed.problems.some((problem) => problem.line === 0);
  if (wholeFile) return { refused: parsed.problems };
  const outcome =
    options.dryRun || parsed.problems.length > 0
      ? await checked(db, parsed.rows)
      : await writeChecked(db, parsed.rows, { actor, origin: "import", now }, (counts) => ({
          action: "redirects.import",
          detail: counts,
        }));
  // Every refused line at once: the unreadable ones and those the checks refuse.
  const problems = [...parsed.problems, ...outcome.problems].sort((a, b) => a.line - b.line);
  if (problems.length > 0) return { refused: problems };
  return { imported: outcome.fresh.length, unchanged: outcome.unchanged, dryRun: options.dryRun };
}

export type RemoveRedirectOutcome = { removed: true } | { unknown: true };

export async function removeRedirect(
  db: Kysely<Database>,
  actor: DeskActor,
  id: number,
  now: Date,
): Promise<RemoveRedirectOutcome> {
  return db.transaction().execute(async (trx) => {
    const from = await deleteRedirect(trx, id);
    if (from === undefined) return { unknown: true };
    await bumpContentVersion(trx);
    await appendStaffAudit(
      trx,
      { ...audited(actor), action: "redirect.remove", object: { kind: "redirect", id: from } },
      now,
    );
    return { removed: true };
  });
}

async function checked(db: Kysely<Database>, rows: readonly RedirectRow[]) {
  const [existing, isLive] = await Promise.all([
    readRedirectMap(db),
    siteAnswers(db, { languagePages: true }),
  ]);
  return checkRedirects(rows, existing, isLive);
}

type AuditOf = Pick<StaffAuditEntry, "action" | "object" | "detail">;

/**
 * Checks and writes in one transaction, with its audit entry: a redirect written meanwhile by another
 * staff member counts. Nothing is written, nor audited, when a row is refused or none is new.
 */
function writeChecked(
  db: Kysely<Database>,
  rows: readonly RedirectRow[],
  written: { actor: DeskActor; origin: "desk" | "import"; now: Date },
  audit: AuditOf | ((counts: { imported: number; unchanged: number }) => AuditOf),
) {
  const { actor, origin, now } = written;
  return db.transaction().execute(async (trx) => {
    const outcome = await checked(trx, rows);
    if (outcome.fresh.length === 0) return outcome;
    await insertRedirects(trx, outcome.fresh, { origin, staffId: actor.staffId, now });
    await bumpContentVersion(trx);
    const counts = { imported: outcome.fresh.length, unchanged: outcome.unchanged };
    const entry = typeof audit === "function" ? audit(counts) : audit;
    await appendStaffAudit(trx, { ...audited(actor), ...entry }, now);
    return outcome;
  });
}

function audited(actor: DeskActor) {
  return { staffId: actor.staffId, clientAddress: actor.clientAddress };
}
