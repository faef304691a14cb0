import { data, redirect } from "react-router";
import { dbContext, requestContext } from "#app/contexts.ts";
import { MailMessageView } from "#app/features/admin/mail-message.tsx";
import { bundles } from "#app/locales/messages.server.ts";
import { staffContext } from "#app/middleware/staff.server.ts";
import { readDeskId } from "#app/model/admin/url-filter.ts";
import { mailMessage, resendMail } from "#app/services/admin/mail-log.server.ts";
import { opsHead } from "#app/services/admin/ops-head.server.ts";
import type { Route } from "./+types/message";
import { mailHtmlPath } from "./message-id.ts";

// One outbox message (docs/requirements.md §17 "Mail log", ADR 054): its headers and state, the HTML part
// in a sandboxed frame of its own, the text part, and "send again" for a failed one. Agents and admins.

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const staff = context.get(staffContext);
  const id = readDeskId(params.id);
  const message = id === undefined ? undefined : await mailMessage(context.get(dbContext), id);
  if (!message) throw data(null, { status: 404 });
  const { html: _html, ...shown } = message;
  const htmlUrl = mailHtmlPath(message.id);
  return {
    ...opsHead(staff.language, (texts) =>
      texts.message.title.replace("{{id}}", String(message.id)),
    ),
    message: shown,
    htmlUrl,
    leadUrl: message.leadId === undefined ? undefined : `/admin/leads/${message.leadId}/`,
    notice: url.searchParams.has("resent") ? ("resent" as const) : undefined,
    // The page's Content-Security-Policy may frame this one document, nothing else (app/entry.server.tsx).
    frameSources: [`${context.get(requestContext).origin}${htmlUrl}`],
    messages: bundles(staff.language, ["adminOps"]),
  };
}

/** "Send again": a failed mail only; the page again with a notice (303), or why not. */
export async function action({ params, context }: Route.ActionArgs) {
  const id = readDeskId(params.id);
  if (id === undefined) throw data(null, { status: 404 });
  const staff = context.get(staffContext);
  const who = { staffId: staff.id, clientAddress: context.get(requestContext).clientAddress };
  const outcome = await resendMail(context.get(dbContext), id, who, new Date());
  if (outcome === "not-found") throw data(null, { status: 404 });
  if (outcome === "not-failed") return data({ notice: "not-failed" as const }, { status: 409 });
  return redirect(`/admin/mail/${id}/?resent`, 303);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.documentTitle }];

export default function MailMessageRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <MailMessageView {...loaderData} notice={actionData?.notice ?? loaderData.notice} />;
}
