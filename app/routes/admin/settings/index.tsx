import { dbContext, siteContext } from "#app/contexts.ts";
import { documentStates } from "#app/data/content/document-states.server.ts";
import { SettingsList } from "#app/features/admin/settings/settings-list.tsx";
import { messages } from "#app/locales/messages.server.ts";
import { requireAdmin } from "#app/middleware/staff.server.ts";
import { settingsGroupPath, settingsGroups } from "#app/model/admin/settings/settings-groups.ts";
import { stateLines } from "#app/model/admin/settings/settings-views.ts";
import type { Route } from "./+types/index";

// Issue 27 "Settings": the site configuration's groups as an agency thinks of them, each with where it
// stands and a link to its editor; an admin's page (an agent gets the desk's 404).
export async function loader({ context }: Route.LoaderArgs) {
  const { language } = requireAdmin(context);
  const texts = messages[language].adminSettings;
  const states = await documentStates(context.get(dbContext), "settings");
  const configured = context.get(siteContext).config !== undefined;
  return {
    title: texts.list.title,
    documentTitle: `${texts.list.title} | ${messages[language].admin.shell.desk}`,
    intro: texts.list.intro,
    headings: { group: texts.list.group, state: texts.list.state },
    groups: settingsGroups.map((group) => ({
      key: group,
      title: texts.groups[group].title,
      intro: texts.groups[group].intro,
      path: settingsGroupPath(group),
      state: stateLines(states.get(group), { texts, language, configured }),
    })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.documentTitle }] : [];

export default function SettingsRoute({ loaderData }: Route.ComponentProps) {
  return <SettingsList {...loaderData} />;
}
