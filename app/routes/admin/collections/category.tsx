import type { TFunction } from "i18next";
import { data } from "react-router";
import { dbContext, siteContext } from "#app/contexts.ts";
import { CategoryList } from "#app/features/admin/collections/category-list.tsx";
import { CollectionStyles } from "#app/features/admin/collections/collection-styles.tsx";
import { SettingsStyles } from "#app/features/admin/settings/settings-styles.tsx";
import { doneNotice, readDeskForm, seeOther } from "#app/http/desk-form.server.ts";
import { languageNames, translator } from "#app/i18n/translator.server.ts";
import { bundles, messages } from "#app/locales/messages.server.ts";
import { requireAdmin } from "#app/middleware/staff.server.ts";
import { staffActOf } from "#app/middleware/staff-act.server.ts";
import {
  articlePath,
  categoryPath,
  collectionsPath,
  deleteFormSchema,
  moveFormSchema,
} from "#app/model/admin/collections.ts";
import { readDeskId } from "#app/model/admin/url-filter.ts";
import {
  createArticle,
  deleteArticle,
  moveArticle,
} from "#app/services/admin/article-collection.server.ts";
import { collectionRows } from "#app/services/admin/collections.server.ts";
import type { Route } from "./+types/category";
import { categoryOf, shownLanguages } from "./category-page.server.ts";

// Issue 27 "Pages and collections", ADR 063: a category's articles in order with where each stands, a
// new one, moving one up or down (published at once, as one change), and deleting one after a second
// question (`?delete=<id>`). Admins only; another category's article is unknown here (404).

const doneKeys = ["moved", "deleted"] as const;

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { language } = requireAdmin(context);
  const category = categoryOf(params);
  const site = context.get(siteContext).languages;
  const texts = messages[language].adminCollections;
  const rows = await collectionRows(context.get(dbContext), category, {
    enabled: site.enabled,
    shown: shownLanguages(language, site),
  });
  const names = languageNames();
  const t: TFunction<["common", "adminCollections"]> = translator(language);
  const titled = rows.map((row, index) => ({
    id: row.id,
    title: row.title ?? t("adminCollections:category.untitled", { id: row.id }),
    state: [
      row.visible ? texts.category.visible : texts.category.hidden,
      ...(row.draft ? [texts.category.draft] : []),
      ...(row.missing.length > 0
        ? [
            t("adminCollections:category.missing", {
              languages: row.missing.map((l) => names[l]).join(", "),
            }),
          ]
        : []),
    ],
    path: row.path,
    confirmPath: `${categoryPath(category)}?delete=${row.id}`,
    first: index === 0,
    last: index === rows.length - 1,
  }));
  const asked = readDeskId(url.searchParams.get("delete") ?? undefined);
  const confirming = titled.find((row) => row.id === asked);
  const done = doneNotice(url, doneKeys)?.key as (typeof doneKeys)[number] | undefined;
  const title = texts.categories[category];
  return {
    title,
    documentTitle: `${title} | ${messages[language].admin.shell.desk}`,
    intro: `${texts.about[category]} ${texts.category.intro}`,
    back: { path: collectionsPath, label: texts.category.back },
    rows: titled,
    confirm: confirming && {
      id: confirming.id,
      title: confirming.title,
      cancel: categoryPath(category),
    },
    notice: done && texts.done[done],
    messages: bundles(language, ["adminCollections"]),
  };
}

const refused = (key: "inUse" | "edge" | "moveRefused", status: number) =>
  data({ refused: key }, { status });

export async function action({ request, params, url, context }: Route.ActionArgs) {
  requireAdmin(context);
  const category = categoryOf(params);
  const act = staffActOf(context);
  switch (url.searchParams.get("do")) {
    case "new": {
      const ref = await createArticle(act, category);
      return seeOther(`${articlePath(category, Number(ref.key))}?done=created`);
    }
    case "move": {
      const { value, failure } = await readDeskForm(request, moveFormSchema, "move");
      if (failure) return failure;
      const outcome = await moveArticle(act, category, String(value.id), value.direction);
      if (outcome === "unknown") throw data(null, { status: 404 });
      if (outcome === "edge") return refused("edge", 409);
      if (outcome !== "moved") return refused("moveRefused", 409);
      return seeOther(`${categoryPath(category)}?done=moved`);
    }
    case "delete": {
      const { value, failure } = await readDeskForm(request, deleteFormSchema, "delete");
      if (failure) return failure;
      const outcome = await deleteArticle(act, category, String(value.id));
      if (outcome === "unknown") throw data(null, { status: 404 });
      if (outcome === "in-use") return refused("inUse", 409);
      return seeOther(`${categoryPath(category)}?done=deleted`);
    }
    default:
      throw data("Unknown form", { status: 400 });
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.documentTitle }] : [];

export default function CategoryRoute({ loaderData, actionData }: Route.ComponentProps) {
  const texts = loaderData.messages.adminCollections;
  const refusedKey = actionData && "refused" in actionData ? actionData.refused : undefined;
  return (
    <>
      <SettingsStyles />
      <CollectionStyles />
      <CategoryList {...loaderData} refused={refusedKey && texts?.errors[refusedKey]} />
    </>
  );
}
