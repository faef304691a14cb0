import { data } from "react-router";
import * as z from "zod/mini";
import { dbContext, requestContext } from "#app/contexts.ts";
import { LeadPage } from "#app/features/admin/lead/lead-page.tsx";
import { bundles, messages } from "#app/locales/messages.server.ts";
import { staffContext } from "#app/middleware/staff.server.ts";
import { leadIntentSchema } from "#app/model/admin/lead-actions.ts";
import { openLead } from "#app/services/admin/lead-page.server.ts";
import stylesheet from "#app/styles/admin-lead.css?url";
import type { Route } from "./+types/lead";
import { answerLeadAction, leadIdOf } from "./lead-actions.server.ts";

// docs/requirements.md §17 (a lead's page), ADR 052: one lead at /admin/leads/:id/, in the staff
// member's language, with its actions. Any agent or admin may open any lead; an id that is no lead is 404.

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

export async function loader({ params, context, url }: Route.LoaderArgs) {
  const { language } = context.get(staffContext);
  const id = leadIdOf(params.id);
  const view = await openLead(context.get(dbContext), { id, language });
  if (!view) throw data(null, { status: 404 });
  const saved = z.safeParse(leadIntentSchema, url.searchParams.get("saved"));
  return {
    view,
    saved: saved.success ? saved.data : undefined,
    title: `${messages[language].adminLead.title.replace("{{id}}", String(id))} | ${messages[language].admin.shell.desk}`,
    messages: bundles(language, ["adminLead"]),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { clientAddress, origin } = context.get(requestContext);
  return answerLeadAction(request, leadIdOf(params.id), {
    db: context.get(dbContext),
    staff: context.get(staffContext),
    clientAddress,
    origin,
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }] : [];

export default function AdminLeadRoute({ loaderData, actionData }: Route.ComponentProps) {
  const error = actionData ? { intent: actionData.intent, problem: actionData.problem } : undefined;
  return (
    <LeadPage
      view={loaderData.view}
      saved={actionData ? undefined : loaderData.saved}
      error={error}
      note={actionData?.note}
    />
  );
}
