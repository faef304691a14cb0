import { data, type RouterContextProvider } from "react-router";
import { seeOther } from "#app/http/desk-form.server.ts";
import { staffActOf } from "#app/middleware/staff-act.server.ts";
import { readBody } from "#app/model/admin/settings/form-body.ts";
import { applyEdit, readEdit } from "#app/model/admin/settings/form-edit.ts";
import {
  groupSchema,
  type SettingsGroup,
  settingsGroupPath,
} from "#app/model/admin/settings/settings-groups.ts";
import type { SettingsFormView } from "#app/model/admin/settings/settings-views.ts";
import { saveDocumentDraft } from "#app/services/admin/site-publishing.server.ts";
import { publishOrDiscard } from "./document-publish.server.ts";
import { formOf } from "./group-page.server.ts";

// Issue 27 "Settings", ADR 056: a group page's forms post to `?do=` save, publish or discard. A save
// keeps the posted form as the group's draft, or answers the form again with why (422, nothing
// stored); the form's add, remove and type buttons answer it drawn again (nothing stored); a publish
// makes the draft live, or says why not (409, or 422 with the draft's errors).

/** A form answered again: drawn with its values (and errors), or why nothing changed. */
export interface SettingsAnswer {
  form?: SettingsFormView;
  failed?: "save" | "publish";
  refused?: "stale" | "noDraft";
  /** The list an add button just added an item to: its new item is drawn open (settings-fold.tsx). */
  addedTo?: string;
}

const answer = (body: SettingsAnswer, status = 200) => data(body, { status });

/** What the group page's `?done=` may say (keys of `adminSettings:done`). */
export const settingsDone = ["saved", "published", "discarded"];

export async function groupAction(
  request: Request,
  url: URL,
  context: Readonly<RouterContextProvider>,
  group: SettingsGroup,
) {
  const act = staffActOf(context);
  const ref = { kind: "settings", key: group } as const;
  const done = (key: string) => seeOther(`${settingsGroupPath(group)}?done=${key}`);
  const asked = url.searchParams.get("do");
  if (asked === "save") {
    const form = await request.formData().catch(() => new FormData());
    const body = readBody(groupSchema(group), form);
    const pressed = form.get("edit");
    if (pressed !== null) {
      const edit = readEdit(pressed);
      if (!edit) throw data("Unknown button", { status: 400 });
      const form = await formOf(context, group, applyEdit(body, edit));
      return answer({ form, ...("add" in edit ? { addedTo: edit.add } : {}) });
    }
    const outcome = await saveDocumentDraft(act, ref, body);
    if (outcome === "saved") return done("saved");
    if (outcome === "unknown") throw data(null, { status: 404 });
    return answer(
      { form: await formOf(context, group, body, outcome.issues), failed: "save" },
      422,
    );
  }
  return publishOrDiscard(act, ref, asked, {
    done,
    redraw: (draft, issues) => formOf(context, group, draft, issues),
  });
}
