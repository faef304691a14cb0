import { data } from "react-router";
import { readPageTreeRows } from "#app/data/content/page-tree.server.ts";
import { readDeskForm, seeOther } from "#app/http/desk-form.server.ts";
import type { Language } from "#app/i18n/languages.ts";
import { messages } from "#app/locales/messages.server.ts";
import {
  newPageSchema,
  pageEditorPath,
  pagesDeskPath,
  pageTreeForms,
} from "#app/model/admin/pages/page-forms.ts";
import { readDeskId } from "#app/model/admin/url-filter.ts";
import type { FormFailure } from "#app/model/forms/submission.ts";
import { addPage } from "#app/services/admin/page-creation.server.ts";
import { deletePage } from "#app/services/admin/page-deletion.server.ts";
import { movePage } from "#app/services/admin/page-order.server.ts";
import type { DocumentIssues } from "#app/services/admin/site-documents.server.ts";
import type { StaffAct } from "#app/services/admin/staff-act.server.ts";

// Issue 27 "Pages and collections": the tree's forms, each posted to `?do=` its name. A new page opens
// in its editor (303); a move or a delete goes back to the tree saying what was done (303); a delete
// first asks to be confirmed; a refusal answers the tree again (422 or 409) with why, nothing changed.
// An unknown page is the desk's 404.

export type PagesTreeAnswer =
  | FormFailure
  | { moveRefused: { id: number; name: string; missing: string | undefined } }
  | { confirmDelete: { id: number; name: string } }
  | { deleteRefused: { name: string } };

const answer = (value: PagesTreeAnswer, status: number) => data(value, { status });
const notFound = () => data(null, { status: 404 });

/** A page by id, with its name; none when the id is malformed or unknown. */
async function namedPage(act: StaffAct, id: number | undefined) {
  const row =
    id === undefined ? undefined : (await readPageTreeRows(act.db)).find((r) => r.id === id);
  return row && { id: row.id, name: row.name };
}

export async function pagesTreeAction(
  request: Request,
  url: URL,
  act: StaffAct,
  language: Language,
) {
  const asked = pageTreeForms.find((name) => name === url.searchParams.get("do"));
  if (!asked) throw data("Unknown form", { status: 400 });
  if (asked === "new") return newPage(request, act);
  const form = await request.formData().catch(() => new FormData());
  const page = await namedPage(act, readDeskId(String(form.get("id") ?? "")));
  if (!page) throw notFound();
  if (asked === "delete") {
    if (form.get("confirm") !== "yes") return { confirmDelete: page };
    const outcome = await deletePage(act, page.id);
    if (outcome === "unknown") throw notFound();
    if (outcome === "has-children") return answer({ deleteRefused: { name: page.name } }, 409);
    return seeOther(`${pagesDeskPath}?done=deleted`);
  }
  const at = readDeskId(String(form.get("at") ?? ""));
  const place = asked !== "place" ? asked : at === undefined ? undefined : { at };
  if (place === undefined) throw notFound();
  const outcome = await movePage(act, page.id, place);
  if (outcome === "unknown") throw notFound();
  if (typeof outcome === "object") {
    const refused = (await namedPage(act, outcome.refused)) ?? page;
    const missing = missingNames(outcome.issues, language);
    return answer({ moveRefused: { ...refused, missing } }, 422);
  }
  // Nowhere to go ("unmoved": first, last, or not a sibling): the tree shows the order as it is.
  return seeOther(
    outcome === "moved" ? `${pagesDeskPath}?done=moved#page-${page.id}` : pagesDeskPath,
  );
}

/** The languages a refused publish found no title in (ADR 062 `missing-language`), by name. */
function missingNames(issues: DocumentIssues, language: Language): string | undefined {
  const names = messages[language].adminStaff.languages;
  const missing = issues.flatMap((issue) =>
    issue.message === "missing-language" && typeof issue.path[2] === "string"
      ? [names[issue.path[2] as Language] ?? issue.path[2]]
      : [],
  );
  return missing.length > 0 ? missing.join(", ") : undefined;
}

const creationErrors: Record<string, Record<string, string>> = {
  path: { "path-taken": "adminPages:errors.pathTaken" },
  parent: { "unknown-page": "adminPages:errors.unknownParent" },
};

async function newPage(request: Request, act: StaffAct) {
  const { value, failure } = await readDeskForm(request, newPageSchema, "new");
  if (failure) return failure;
  const outcome = await addPage(act, {
    name: value.name,
    path: value.path,
    parent: value.parent === undefined ? null : Number(value.parent),
  });
  if ("created" in outcome) return seeOther(pageEditorPath(Number(outcome.created.key)));
  const errors = Object.fromEntries(
    outcome.issues.map((issue) => {
      const field = String(issue.path[0] ?? "form");
      return [field, creationErrors[field]?.[issue.message] ?? "form.errors.invalid"];
    }),
  );
  const values = { name: value.name, path: value.path, parent: value.parent ?? "" };
  return answer({ errors, values, formName: "new" }, 422);
}
