import { data, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import { dbContext, siteContext } from "#app/contexts.ts";
import { listMediaItems } from "#app/data/media/media-library.server.ts";
import { messages } from "#app/locales/messages.server.ts";
import { staffContext } from "#app/middleware/staff.server.ts";
import { pickerImageOf } from "#app/model/admin/media-library.ts";
import { isSettingsGroup, type SettingsGroup } from "#app/model/admin/settings/settings-groups.ts";
import { settingsFormView } from "#app/model/admin/settings/settings-views.ts";

// Issue 27 "Settings": what the group page's loader and action share: the group a URL names (else the
// desk's 404), and its form drawn for the member's language and the site's languages.

export function groupOf(params: { group?: string | undefined }): SettingsGroup {
  const group = params.group ?? "";
  if (!isSettingsGroup(group)) throw data(null, { status: 404 });
  return group;
}

export async function formOf(
  context: Readonly<RouterContextProvider>,
  group: SettingsGroup,
  value: unknown,
  issues: z.core.$ZodIssue[] = [],
) {
  const { language } = context.get(staffContext);
  const texts = messages[language].adminSettings;
  const { enabled } = context.get(siteContext).languages;
  const items = await listMediaItems(context.get(dbContext), "image");
  const library = items.flatMap((item) => pickerImageOf(item, language) ?? []);
  return settingsFormView(group, value, issues, { texts, enabled, library });
}
