import { EditorCheckForm } from "#app/features/admin/rich-text/editor-check-form.tsx";
import { readDeskForm } from "#app/http/desk-form.server.ts";
import { bundles, messages } from "#app/locales/messages.server.ts";
import { requireAdmin } from "#app/middleware/staff.server.ts";
import { editorCheckSchema } from "#app/model/admin/editor-check.ts";
import { sanitizeRichText } from "#app/model/content/safe-html.server.ts";
import { htmlConstraints } from "#app/model/forms/html-constraints.ts";
import type { Route } from "./+types/editor-check";

// The writing check (ADR 058): the rich-text editor on a page of its own, for admins (who edit the
// site's texts), so that a staff member, and the editor's e2e test, sees what the site keeps of a text.
// Nothing is stored, so nothing is audited.

export function loader({ context }: Route.LoaderArgs) {
  const { language } = requireAdmin(context);
  const texts = messages[language];
  return {
    title: texts.adminEditor.check.title,
    documentTitle: `${texts.adminEditor.check.title} | ${texts.admin.shell.desk}`,
    constraints: htmlConstraints(editorCheckSchema),
    messages: bundles(language, ["adminEditor"]),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireAdmin(context);
  const read = await readDeskForm(request, editorCheckSchema, "editor-check");
  if (read.failure) return read.failure;
  return { kept: sanitizeRichText(read.value.text) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.documentTitle }];

export default function EditorCheckRoute({ loaderData, actionData }: Route.ComponentProps) {
  const failure = actionData && "errors" in actionData ? actionData : undefined;
  const kept = actionData && "kept" in actionData ? actionData.kept : undefined;
  return (
    <>
      <h1>{loaderData.title}</h1>
      <EditorCheckForm constraints={loaderData.constraints} failure={failure} kept={kept} />
    </>
  );
}
