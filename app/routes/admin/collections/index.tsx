import type { TFunction } from "i18next";
import { dbContext } from "#app/contexts.ts";
import { CollectionStyles } from "#app/features/admin/collections/collection-styles.tsx";
import { SettingsList } from "#app/features/admin/settings/settings-list.tsx";
import { SettingsStyles } from "#app/features/admin/settings/settings-styles.tsx";
import { translator } from "#app/i18n/translator.server.ts";
import { messages } from "#app/locales/messages.server.ts";
import { requireAdmin } from "#app/middleware/staff.server.ts";
import { categoryPath } from "#app/model/admin/collections.ts";
import { collectionsOverview } from "#app/services/admin/collections.server.ts";
import type { Route } from "./+types/index";

// Issue 27 "Pages and collections", ADR 063: the categories of articles, each with what it holds and how
// many; an admin's page (an agent gets the desk's 404).
export async function loader({ context }: Route.LoaderArgs) {
  const { language } = requireAdmin(context);
  const texts = messages[language].adminCollections;
  const t: TFunction<["common", "adminCollections"]> = translator(language);
  const categories = await collectionsOverview(context.get(dbContext));
  return {
    title: texts.list.title,
    documentTitle: `${texts.list.title} | ${messages[language].admin.shell.desk}`,
    intro: texts.list.intro,
    headings: { group: texts.list.title, state: texts.list.size },
    groups: categories.map(({ key, count }) => ({
      key,
      title: texts.categories[key],
      intro: texts.about[key],
      path: categoryPath(key),
      state: [t("adminCollections:list.count", { count })],
    })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.documentTitle }] : [];

export default function CollectionsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <SettingsStyles />
      <CollectionStyles />
      <SettingsList {...loaderData} />
    </>
  );
}
