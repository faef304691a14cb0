import { data, redirect } from "react-router";
import { dbContext, requestContext } from "#app/contexts.ts";
import { LeadsInbox } from "#app/features/admin/leads-inbox/leads-inbox.tsx";
import { bundles, messages } from "#app/locales/messages.server.ts";
import { staffContext } from "#app/middleware/staff.server.ts";
import {
  inboxFilterParams,
  readInboxFilter,
  readSpamSelection,
} from "#app/model/leads/lead-inbox-filter.ts";
import { inboxRow } from "#app/model/leads/lead-inbox-view.ts";
import { leadInboxPage, markSpam } from "#app/services/admin/lead-inbox.server.ts";
import stylesheet from "#app/styles/admin-leads.css?url";
import type { Route } from "./+types/index";

// docs/requirements.md §17 (the leads inbox), ADR 051: every lead, newest first, 50 a page, filtered
// by the URL's parameters (a bad one is ignored and named); the checked rows can be marked as spam.

const listPath = "/admin/leads/";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

export async function loader({ url, context }: Route.LoaderArgs) {
  const { language } = context.get(staffContext);
  const { filter, ignored, cursor } = readInboxFilter(url.searchParams);
  const page = await leadInboxPage(context.get(dbContext), filter, cursor);
  const marked = url.searchParams.get("marked") ?? "";
  const query = inboxFilterParams(filter).toString();
  return {
    title: messages[language].adminLeads.title,
    filter,
    ignored,
    rows: page.leads.map((lead) => inboxRow(lead, language)),
    agents: page.agents,
    crm: page.crmConfigured,
    newer: page.newer,
    older: page.older,
    paged: page.paged,
    query,
    current: `${url.pathname}${url.search}`,
    marked: /^\d{1,3}$/.test(marked) ? Number(marked) : undefined,
    messages: bundles(language, ["adminLeads"]),
  };
}

/** Marks the checked leads as spam, then back to the same filtered page (303), saying how many. */
export async function action({ request, url, context }: Route.ActionArgs) {
  const staff = context.get(staffContext);
  const form = await request.formData().catch(() => new FormData());
  const ids = readSpamSelection(form.getAll("lead"));
  if (!ids) return data({ noneChosen: true }, { status: 400 });
  const { marked } = await markSpam(context.get(dbContext), ids, {
    staffId: staff.id,
    clientAddress: context.get(requestContext).clientAddress,
    now: new Date(),
  });
  const back = new URLSearchParams(url.searchParams);
  back.set("marked", String(marked));
  return redirect(`${listPath}?${back}`, 303);
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }] : [];

export default function LeadsInboxRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { query } = loaderData;
  const filtered = query ? `${listPath}?${query}` : listPath;
  return (
    <LeadsInbox
      filter={loaderData.filter}
      ignored={loaderData.ignored}
      rows={loaderData.rows}
      agents={loaderData.agents}
      crm={loaderData.crm}
      newer={loaderData.newer}
      older={loaderData.older}
      paged={loaderData.paged}
      listPath={listPath}
      filteredPath={filtered}
      currentPath={loaderData.current}
      exportPath={query ? `${listPath}export/?${query}` : `${listPath}export/`}
      leadHref={(id) => `${listPath}${id}/`}
      marked={loaderData.marked}
      noneChosen={actionData?.noneChosen ?? false}
    />
  );
}
