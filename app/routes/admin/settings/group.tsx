import { dbContext, siteContext } from "#app/contexts.ts";
import { documentStates } from "#app/data/content/document-states.server.ts";
import { MediaPicker } from "#app/features/admin/media/media-picker.tsx";
import { SettingsEditor } from "#app/features/admin/settings/settings-editor.tsx";
import { doneNotice } from "#app/http/desk-form.server.ts";
import { bundles, messages } from "#app/locales/messages.server.ts";
import { requireAdmin } from "#app/middleware/staff.server.ts";
import {
  previewPath,
  settingsHistoryPath,
  settingsPath,
} from "#app/model/admin/settings/settings-groups.ts";
import { stateLines } from "#app/model/admin/settings/settings-views.ts";
import { starterSiteConfig } from "#app/model/config/starter-config.ts";
import { openDocument } from "#app/services/admin/site-publishing.server.ts";
import type { Route } from "./+types/group";
import { groupAction, type SettingsAnswer, settingsDone } from "./group-action.server.ts";
import { formOf, groupOf } from "./group-page.server.ts";

// Issue 27 "Settings": one group's editor, for admins only: its form (the draft if there is one, else
// the live settings), where it stands, and the buttons to save a draft, publish it or discard it.

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { language } = requireAdmin(context);
  const group = groupOf(params);
  const db = context.get(dbContext);
  const [document, states] = await Promise.all([
    openDocument(db, { kind: "settings", key: group }),
    documentStates(db, "settings"),
  ]);
  if (!document) throw new Error(`settings group ${group} has no document kind`);
  const texts = messages[language].adminSettings;
  const { title, intro } = texts.groups[group];
  const state = stateLines(states.get(group), {
    texts,
    language,
    configured: context.get(siteContext).config !== undefined,
  });
  return {
    title,
    intro,
    documentTitle: `${title} | ${messages[language].admin.shell.desk}`,
    state,
    hasDraft: document.draft !== undefined,
    links: { back: settingsPath, history: settingsHistoryPath(group), preview: previewPath },
    form: await formOf(context, group, document.draft?.body ?? document.live),
    // The header draws the logo at these heights (site-config.ts header.logoHeight).
    logoHeight:
      group === "agency"
        ? (context.get(siteContext).config ?? starterSiteConfig).header.logoHeight
        : undefined,
    done: doneNotice(url, settingsDone)?.key,
    messages: bundles(language, ["adminSettings", "adminMedia"]),
  };
}

export function action({ request, params, url, context }: Route.ActionArgs) {
  requireAdmin(context);
  return groupAction(request, url, context, groupOf(params));
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.documentTitle }] : [];

export default function SettingsGroupRoute({ loaderData, actionData }: Route.ComponentProps) {
  const answer: SettingsAnswer | undefined = actionData;
  return (
    <SettingsEditor
      {...loaderData}
      form={answer?.form ?? loaderData.form}
      picker={MediaPicker}
      failed={answer?.failed}
      refused={answer?.refused}
      addedTo={answer?.addedTo}
    />
  );
}
