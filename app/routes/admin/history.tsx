import type { TFunction } from "i18next";
import { data } from "react-router";
import * as z from "zod/mini";
import { dbContext } from "#app/contexts.ts";
import { OpsStyles } from "#app/features/admin/ops-styles.tsx";
import { HistoryPanel } from "#app/features/admin/site/history-panel.tsx";
import { readDeskForm, seeOther } from "#app/http/desk-form.server.ts";
import { translator } from "#app/i18n/translator.server.ts";
import { bundles, messages } from "#app/locales/messages.server.ts";
import { requireAdmin } from "#app/middleware/staff.server.ts";
import { staffActOf } from "#app/middleware/staff-act.server.ts";
import {
  compareShape,
  documentParamsSchema,
  historyPath,
  restoreFormSchema,
} from "#app/model/admin/site-forms.ts";
import { changeRows, draftRow, revisionRows } from "#app/model/admin/site-history-view.ts";
import { readUrlFilter } from "#app/model/admin/url-filter.ts";
import type { SiteDocumentRef } from "#app/model/content/site-document.ts";
import { deskPreviewPath } from "#app/routing/desk-paths.ts";
import { documentHistory } from "#app/services/admin/site-history.server.ts";
import { restoreRevision } from "#app/services/admin/site-publishing.server.ts";
import type { Route } from "./+types/history";

// docs/requirements.md §17 "History", ADR 056: a document's published versions, one compared with the
// current state (`?compare=N`), each restorable (a restore is a new version), and its draft with what it
// changes. Admins only; a document that does not exist is the desk's 404.

// After a restore: the new version's number and the one it restored (`?restored=5&from=2`).
const restoredShape = { restored: compareShape.compare, from: compareShape.compare };

function documentOf(params: Route.LoaderArgs["params"]): SiteDocumentRef {
  const parsed = z.safeParse(documentParamsSchema, params);
  if (!parsed.success) throw data(null, { status: 404 });
  return parsed.data;
}

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { language } = requireAdmin(context);
  const ref = documentOf(params);
  const { compare } = readUrlFilter(compareShape, url.searchParams);
  const history = await documentHistory(context.get(dbContext), ref, compare);
  if (!history) throw data(null, { status: 404 });
  const texts = messages[language].adminSite;
  const t: TFunction<["common", "adminSite"]> = translator(language);
  const speaking = { language, texts };
  const done = readUrlFilter(restoredShape, url.searchParams);
  const title = t("adminSite:history.title", { document: `${texts.kinds[ref.kind]} · ${ref.key}` });
  return {
    title,
    documentTitle: `${title} | ${messages[language].admin.shell.desk}`,
    back: deskPreviewPath,
    revisions: revisionRows(history.revisions, ref, speaking),
    draft: history.draft && draftRow(history.draft, speaking),
    compared: history.compared && {
      number: history.compared.number,
      changes: changeRows(history.compared.changes, texts),
    },
    notice:
      done.restored && done.from
        ? t("adminSite:history.restored", { from: done.from, number: done.restored })
        : undefined,
    messages: bundles(language, ["adminSite"]),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  requireAdmin(context);
  const ref = documentOf(params);
  const { value, failure } = await readDeskForm(request, restoreFormSchema, "restore");
  if (failure) return failure;
  const outcome = await restoreRevision(staffActOf(context), ref, value.number);
  if (outcome === "unknown") throw data(null, { status: 404 });
  if (typeof outcome === "object" && "published" in outcome)
    return seeOther(`${historyPath(ref)}?restored=${outcome.published}&from=${value.number}`);
  return data(
    { errors: { number: "adminSite:errors.restoreRefused" }, values: {} },
    { status: 422 },
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.documentTitle }];

export default function HistoryRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { title, ...panel } = loaderData;
  return (
    <>
      <OpsStyles />
      <h1>{title}</h1>
      <HistoryPanel {...panel} refused={actionData && Object.values(actionData.errors)} />
    </>
  );
}
