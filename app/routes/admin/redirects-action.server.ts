import type { Kysely } from "kysely";
import { data } from "react-router";
import type { Database } from "#app/data/schema.ts";
import { readDeskForm, seeOther } from "#app/http/desk-form.server.ts";
import { readDeskId } from "#app/model/admin/url-filter.ts";
import type { RedirectProblem } from "#app/model/redirects/redirect-csv.ts";
import {
  addRedirectSchema,
  type RedirectForm,
  redirectForms,
  redirectsDeskPath,
} from "#app/model/redirects/redirect-forms.ts";
import type { DeskActor } from "#app/services/admin/desk-actor.ts";
import {
  addRedirect,
  importRedirects,
  removeRedirect,
} from "#app/services/admin/redirects.server.ts";

// Issue 27, ADR 057: the redirects page's forms, each posted to `?do=` its name. Done: a 303 back to
// the page saying what was done. Refused: the page again (422) with every problem and its line, nothing
// written. A dry run answers its counts on the page. An unknown redirect is the desk's 404.

/** What a `?done=` may say (keys of `adminRedirects:done`). */
export const redirectsDone = ["added", "removed", "imported"];

export type RedirectsActionData =
  | { refused: RedirectProblem[]; form: RedirectForm }
  | { uploadError: "noFile" | "notText" }
  | { dryRun: { imported: number; unchanged: number } };

const refused = (problems: RedirectProblem[], form: RedirectForm) =>
  data<RedirectsActionData>({ refused: problems, form }, { status: 422 });
const done = (key: string, count?: number) =>
  seeOther(`${redirectsDeskPath}?done=${key}${count === undefined ? "" : `&count=${count}`}`);

export async function redirectsAction(
  request: Request,
  url: URL,
  db: Kysely<Database>,
  actor: DeskActor,
) {
  const asked = redirectForms.find((name) => name === url.searchParams.get("do"));
  if (!asked) throw data("Unknown form", { status: 400 });
  const now = new Date();
  if (asked === "add") {
    const { value, failure } = await readDeskForm(request, addRedirectSchema, asked);
    if (failure) return failure;
    const outcome = await addRedirect(db, actor, value, now);
    return "refused" in outcome ? refused([outcome.refused], asked) : done("added");
  }
  const form = await request.formData().catch(() => new FormData());
  if (asked === "remove") {
    const id = readDeskId(String(form.get("id") ?? ""));
    if (id === undefined || "unknown" in (await removeRedirect(db, actor, id, now)))
      throw data(null, { status: 404 });
    return done("removed");
  }
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0)
    return data<RedirectsActionData>({ uploadError: "noFile" }, { status: 422 });
  const csv = await utf8Text(file);
  if (csv === undefined)
    return data<RedirectsActionData>({ uploadError: "notText" }, { status: 422 });
  // A ticked checkbox without a value posts "on".
  const dryRun = form.get("dryRun") === "on";
  const outcome = await importRedirects(db, actor, csv, { dryRun }, now);
  if ("refused" in outcome) return refused(outcome.refused, asked);
  if (outcome.dryRun)
    return { dryRun: { imported: outcome.imported, unchanged: outcome.unchanged } };
  return done("imported", outcome.imported);
}

/** The file as UTF-8 text (a BOM is left for the CSV reader); undefined when it is not. */
async function utf8Text(file: File): Promise<string | undefined> {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(
      await file.arrayBuffer(),
    );
  } catch {
    return undefined;
  }
}
