import { data, redirect } from "react-router";
import { dbContext, requestContext, staffSessionsContext } from "#app/contexts.ts";
import { formatDateTime } from "#app/domain/dates.ts";
import { OpsStyles } from "#app/features/admin/ops-styles.tsx";
import { PreviewPanel } from "#app/features/admin/site/preview-panel.tsx";
import { doneNotice, readDeskForm } from "#app/http/desk-form.server.ts";
import {
  clearedPreviewCookie,
  previewCookie,
  previewCookieValue,
} from "#app/http/preview-cookie.server.ts";
import { bundles, messages } from "#app/locales/messages.server.ts";
import { requireAdmin } from "#app/middleware/staff.server.ts";
import { historyPath, previewFormSchema } from "#app/model/admin/site-forms.ts";
import { deskPreviewPath } from "#app/routing/desk-paths.ts";
import { unpublishedDrafts } from "#app/services/admin/site-history.server.ts";
import {
  previewPass,
  previewPassHolds,
  previewPassSeconds,
} from "#app/services/admin/site-preview.server.ts";
import type { Route } from "./+types/preview";

// docs/requirements.md §17 "Draft, preview, publish, history", ADR 061: an admin's preview of the drafts
// on the public site. Starting it sets the preview pass (a cookie of its own, never the desk's); ending
// it removes the pass. Both answer a 303: to the public page asked for (`return`), else back here.

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { language } = requireAdmin(context);
  const db = context.get(dbContext);
  const pass = await previewCookieValue(
    request.headers.get("cookie"),
    context.get(requestContext).secure,
  );
  const limits = context.get(staffSessionsContext).limits;
  const [on, drafts] = await Promise.all([
    pass !== undefined && previewPassHolds(db, pass, limits, new Date()),
    unpublishedDrafts(db),
  ]);
  const texts = messages[language];
  return {
    title: texts.adminSite.preview.title,
    documentTitle: `${texts.adminSite.preview.title} | ${texts.admin.shell.desk}`,
    on,
    drafts: drafts.map((draft) => ({
      kind: draft.kind,
      key: draft.key,
      savedAt: formatDateTime(draft.updatedAt, language),
      history: historyPath(draft),
    })),
    notice: doneNotice(url, ["started", "ended"])?.key as "started" | "ended" | undefined,
    messages: bundles(language, ["adminSite"]),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireAdmin(context);
  const { value, failure } = await readDeskForm(request, previewFormSchema, "preview");
  if (failure) return failure;
  const { secure } = context.get(requestContext);
  if (value.intent === "end")
    return redirect(value.return ?? `${deskPreviewPath}?done=ended`, {
      status: 303,
      headers: { "Set-Cookie": await clearedPreviewCookie(secure) },
    });
  const pass = await previewPass(context.get(dbContext), staff.sessionId, new Date());
  if (pass === undefined) throw data(null, { status: 404 });
  return redirect(value.return ?? `${deskPreviewPath}?done=started`, {
    status: 303,
    headers: { "Set-Cookie": await previewCookie(pass, previewPassSeconds, secure) },
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.documentTitle }];

export default function PreviewRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <OpsStyles />
      <h1>{loaderData.title}</h1>
      <PreviewPanel
        on={loaderData.on}
        drafts={loaderData.drafts}
        notice={loaderData.notice}
        refused={actionData && Object.values(actionData.errors)}
      />
    </>
  );
}
