import { data, type RouterContextProvider } from "react-router";
import { dbContext } from "#app/contexts.ts";
import { readModuleChoices } from "#app/data/content/page-choices.server.ts";
import { seeOther } from "#app/http/desk-form.server.ts";
import { staffContext } from "#app/middleware/staff.server.ts";
import { staffActOf } from "#app/middleware/staff-act.server.ts";
import {
  editedModulePath,
  isModuleType,
  numberModules,
  withModule,
} from "#app/model/admin/pages/page-modules.ts";
import { pageEditorPath } from "#app/model/admin/pages/page-paths.ts";
import { fieldId } from "#app/model/admin/settings/field-tree.ts";
import { readBody } from "#app/model/admin/settings/form-body.ts";
import { applyEdit, type FormEdit, readEdit } from "#app/model/admin/settings/form-edit.ts";
import type { SettingsFormView } from "#app/model/admin/settings/settings-views.ts";
import { pageDocumentSchema } from "#app/model/content/page-document.ts";
import { saveDocumentDraft } from "#app/services/admin/site-publishing.server.ts";
import { publishOrDiscard } from "./document-publish.server.ts";
import { pageFormOf } from "./page-editor-form.server.ts";

// Issue 27 "Pages and collections", ADR 056/062: the page editor's forms post to `?do=` save, publish
// or discard. A save keeps the posted page as its draft; a module's add, remove, up and down buttons
// post the whole form and save it with the change, so that each change is a draft (no JavaScript
// needed). A refused save answers the form again with why (422, nothing stored); a publish makes the
// draft live, or says why not (409, or 422 with the draft's errors beside their fields).

export interface PageAnswer {
  form?: SettingsFormView;
  failed?: "save" | "publish";
  refused?: "stale" | "noDraft";
}

const answer = (body: PageAnswer, status = 200) => data(body, { status });

/** What the page's `?done=` may say (keys of `adminSettings:done`, shared with the settings editor). */
export const pageDone = ["saved", "published", "discarded"];

export async function pageAction(
  request: Request,
  url: URL,
  context: Readonly<RouterContextProvider>,
  key: string,
) {
  const act = staffActOf(context);
  const ref = { kind: "page", key } as const;
  const done = (what: string, anchor = "") =>
    seeOther(`${pageEditorPath(key)}?done=${what}${anchor}`);
  const asked = url.searchParams.get("do");
  if (asked === "save") {
    const form = await request.formData().catch(() => new FormData());
    const pressed = form.get("edit");
    const edit = pressed === null ? undefined : readEdit(pressed);
    if (pressed !== null && !edit) throw data("Unknown button", { status: 400 });
    const posted = readBody(pageDocumentSchema, form);
    const body = numberModules(edit ? await edited(context, posted, edit, form) : posted);
    const outcome = await saveDocumentDraft(act, ref, body);
    if (outcome === "saved") return done("saved", edit ? anchorAfter(edit, body) : "");
    if (outcome === "unknown") throw data(null, { status: 404 });
    return answer(
      { form: await pageFormOf(context, key, body, outcome.issues), failed: "save" },
      422,
    );
  }
  return publishOrDiscard(act, ref, asked, {
    done,
    redraw: (draft, issues) => pageFormOf(context, key, draft, issues),
  });
}

/**
 * Where the page opens after a module's button: at the module just added or moved, which opens
 * unfolded as the address points into it (settings-fold.tsx); after a removal, at the modules.
 */
function anchorAfter(edit: FormEdit, body: unknown) {
  const path = editedModulePath(edit, body);
  return path === undefined ? "#modules" : `#${fieldId(path)}`;
}

/**
 * The page with a module's button applied: a new module of the type chosen beside the add button
 * (the category its type suggests when the site has it), or one removed or moved.
 */
async function edited(
  context: Readonly<RouterContextProvider>,
  body: unknown,
  edit: FormEdit,
  form: FormData,
) {
  if (!("add" in edit)) return applyEdit(body, edit);
  const type = form.get("moduleType");
  if (edit.add !== "modules" || !isModuleType(type))
    throw data("Unknown module type", { status: 400 });
  const { language } = context.get(staffContext);
  const { categories } = await readModuleChoices(context.get(dbContext), language);
  return withModule(
    body,
    type,
    categories.map((category) => category.key),
  );
}
