import { dbContext } from "#app/contexts.ts";
import { PagesTreePage } from "#app/features/admin/pages/pages-tree-page.tsx";
import { doneNotice } from "#app/http/desk-form.server.ts";
import { bundles, messages } from "#app/locales/messages.server.ts";
import { requireAdmin } from "#app/middleware/staff.server.ts";
import { staffActOf } from "#app/middleware/staff-act.server.ts";
import { newPageSchema, pageEditorPath, pageTreeDone } from "#app/model/admin/pages/page-forms.ts";
import { htmlConstraints } from "#app/model/forms/html-constraints.ts";
import { readPagesTree } from "#app/services/admin/page-tree.server.ts";
import type { Route } from "./+types/index";
import { pagesTreeAction } from "./tree-action.server.ts";

// Issue 27 "Pages and collections": the menu tree, for admins only (an agent gets the desk's 404):
// every page under its parent in menu order, where it stands and the languages it lacks; new page,
// move up or down, delete.
export async function loader({ url, context }: Route.LoaderArgs) {
  const { language } = requireAdmin(context);
  const texts = messages[language];
  const { pages } = await readPagesTree(context.get(dbContext), language);
  const names = texts.adminStaff.languages;
  return {
    title: texts.adminPages.title,
    documentTitle: `${texts.adminPages.title} | ${texts.admin.shell.desk}`,
    messages: bundles(language, ["adminPages"]),
    pages: pages.map((page) => ({
      id: page.id,
      name: page.name,
      title: page.title,
      address: page.address,
      depth: page.depth,
      parent: page.parent,
      parentName: page.parentName,
      visible: page.visible,
      draft: page.draft,
      missing: page.missing.map((missing) => names[missing]).join(", "),
      canMoveUp: page.canMoveUp,
      canMoveDown: page.canMoveDown,
      editorPath: pageEditorPath(page.id),
    })),
    done: doneNotice(url, pageTreeDone)?.key,
    constraints: htmlConstraints(newPageSchema),
  };
}

export function action({ request, url, context }: Route.ActionArgs) {
  const { language } = requireAdmin(context);
  return pagesTreeAction(request, url, staffActOf(context), language);
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.documentTitle }] : [];

export default function PagesTreeRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <PagesTreePage {...loaderData} answer={actionData ?? undefined} />;
}
