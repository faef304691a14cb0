import { data } from "react-router";
import { dbContext } from "#app/contexts.ts";
import { documentStates } from "#app/data/content/document-states.server.ts";
import { MediaPicker } from "#app/features/admin/media/media-picker.tsx";
import { PageEditorStyles } from "#app/features/admin/settings/page-editor-styles.tsx";
import { PageFields } from "#app/features/admin/settings/page-fields.tsx";
import { SettingsEditor } from "#app/features/admin/settings/settings-editor.tsx";
import { doneNotice } from "#app/http/desk-form.server.ts";
import { bundles, messages } from "#app/locales/messages.server.ts";
import { requireAdmin } from "#app/middleware/staff.server.ts";
import { moduleTypes } from "#app/model/admin/pages/page-modules.ts";
import { pagesPath } from "#app/model/admin/pages/page-paths.ts";
import { isRecord } from "#app/model/admin/settings/schema-node.ts";
import { previewPath } from "#app/model/admin/settings/settings-groups.ts";
import { stateLines } from "#app/model/admin/settings/settings-views.ts";
import { historyPath } from "#app/model/admin/site-forms.ts";
import { openDocument } from "#app/services/admin/site-publishing.server.ts";
import type { Route } from "./+types/page-editor";
import { type PageAnswer, pageAction, pageDone } from "./page-editor-action.server.ts";
import { pageFormOf, pageKeyOf } from "./page-editor-form.server.ts";

// Issue 27 "Pages and collections", ADR 062: one page's editor, for admins only: its form (the draft if
// there is one, else the live page) with its modules, where it stands, and the buttons to save a
// draft, publish it or discard it; links to its preview and its history.

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { language } = requireAdmin(context);
  const key = pageKeyOf(params);
  const ref = { kind: "page", key } as const;
  const db = context.get(dbContext);
  const [document, states] = await Promise.all([openDocument(db, ref), documentStates(db, "page")]);
  if (!document) throw data(null, { status: 404 });
  const texts = messages[language];
  const value = document.draft?.body ?? document.live;
  const name = isRecord(value) && typeof value.name === "string" ? value.name : key;
  const title = texts.adminPageEditor.page.title.replace("{{name}}", name);
  return {
    title,
    intro: texts.adminPageEditor.page.intro,
    documentTitle: `${title} | ${texts.admin.shell.desk}`,
    state: stateLines(states.get(key), { texts: texts.adminSettings, language, configured: true }),
    hasDraft: document.draft !== undefined,
    links: { back: pagesPath, history: historyPath(ref), preview: previewPath },
    form: await pageFormOf(context, key, value),
    moduleTypes: moduleTypes.map((type) => ({
      value: type,
      label: texts.adminPageEditor.moduleTypes[type],
    })),
    done: doneNotice(url, pageDone)?.key,
    messages: bundles(language, ["adminSettings", "adminPageEditor", "adminMedia"]),
  };
}

export function action({ request, params, url, context }: Route.ActionArgs) {
  requireAdmin(context);
  return pageAction(request, url, context, pageKeyOf(params));
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.documentTitle }] : [];

export default function PageEditorRoute({ loaderData, actionData }: Route.ComponentProps) {
  const answer: PageAnswer | undefined = actionData;
  const form = answer?.form ?? loaderData.form;
  return (
    <>
      <PageEditorStyles />
      <SettingsEditor
        {...loaderData}
        form={form}
        picker={MediaPicker}
        failed={answer?.failed}
        refused={answer?.refused}
        namespace="adminPageEditor"
      >
        <PageFields root={form.root} moduleTypes={loaderData.moduleTypes} />
      </SettingsEditor>
    </>
  );
}
